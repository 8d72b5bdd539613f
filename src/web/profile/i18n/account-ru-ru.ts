import type { AccountKey } from './account-en-us.ts';

export const accountRuRU: Record<AccountKey, string> = {
  'account.infoChecklistTitle': 'Ваши данные у нас',
  'account.thirdInfoTitle': 'Связанные аккаунты',
};
