import type { StoresKey } from './stores-en-us.ts';

export const storesKoKR: Record<StoresKey, string> = {
  'stores.shareTitle': '매장 공유',
  'stores.storeTitle': '매장',
};
