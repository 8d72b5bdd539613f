import type { ActivitiesKey } from './activities-en-us.ts';

export const activitiesKoKR: Record<ActivitiesKey, string> = {
  'activities.previewTitle': '미리 보기',
  'activities.vapeTitle': '브랜드 이벤트',
  'activities.lotteryTitle': '복권 추첨',
  'activities.offlineTitle': '매장 체크인',
  'activities.wheelTitle': '행운의 룰렛',
  'activities.detailTitle': '이벤트',
  'activities.prizeTitle': '경품',
  'activities.winnersTitle': '당첨자',
  'activities.proofTitle': '연령 증명',
};
