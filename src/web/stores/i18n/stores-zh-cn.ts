import type { StoresKey } from './stores-en-us.ts';

export const storesZhCN: Record<StoresKey, string> = {
  'stores.shareTitle': '分享门店',
  'stores.storeTitle': '门店',
};
