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
  'support.feedbackIntro': '想法、问题或表扬：团队会阅读每一条消息。',
  'support.feedbackType': '类型',
  'support.feedbackContent': '你的反馈',
  'support.feedbackContact': '联系方式（选填）',
  'support.feedbackContactHint': '如需回复，请留下电话或邮箱',
  'support.feedbackSend': '提交反馈',
  'support.chars': '{count} / {max}',
  'support.meService': '帮助与服务',
  'support.meAfterSale': '售后服务',
  'support.meReports': '我的举报',
  'support.meShares': '我分享的门店',
  'support.settingFeedback': '意见反馈',
};
