import type { ActivitiesKey } from './activities-en-us.ts';

export const activitiesZhCN: Record<ActivitiesKey, string> = {
  'activities.previewTitle': '预览',
  'activities.vapeTitle': '品牌活动',
  'activities.lotteryTitle': '抽奖',
  'activities.offlineTitle': '门店签到',
  'activities.wheelTitle': '幸运转盘',
  'activities.detailTitle': '活动',
  'activities.prizeTitle': '奖品',
  'activities.winnersTitle': '中奖名单',
  'activities.proofTitle': '年龄证明',
};
