import type { AccountKey } from './account-en-us.ts';

export const accountZhCN: Record<AccountKey, string> = {
  'account.infoChecklistTitle': '个人信息清单',
  'account.thirdInfoTitle': '第三方账号',
};
