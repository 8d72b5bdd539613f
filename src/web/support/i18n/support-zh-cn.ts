import type { SupportKey } from './support-en-us.ts';

export const supportZhCN: Record<SupportKey, string> = {
  'support.reportTitle': '举报',
  'support.reportFormTitle': '举报',
  'support.reportDetailTitle': '举报详情',
  'support.feedbackTitle': '意见反馈',
  'support.afterSaleTitle': '售后服务',
  'support.afterSaleAddTitle': '新建工单',
  'support.afterSaleDetailTitle': '工单详情',
  'support.sharesTitle': '我的分享',
};
