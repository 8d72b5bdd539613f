import type { StoresKey } from './stores-en-us.ts';

export const storesRuRU: Record<StoresKey, string> = {
  'stores.shareTitle': 'Поделиться магазином',
  'stores.storeTitle': 'Магазин',
};
