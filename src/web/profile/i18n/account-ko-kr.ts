import type { AccountKey } from './account-en-us.ts';

export const accountKoKR: Record<AccountKey, string> = {
  'account.infoChecklistTitle': '보유 중인 개인정보',
  'account.thirdInfoTitle': '연결된 계정',
};
