import type { ActivitiesKey } from './activities-en-us.ts';

export const activitiesRuRU: Record<ActivitiesKey, string> = {
  'activities.previewTitle': 'Предпросмотр',
  'activities.vapeTitle': 'Акции брендов',
  'activities.lotteryTitle': 'Лотерея',
  'activities.offlineTitle': 'Отметка в магазине',
  'activities.wheelTitle': 'Колесо удачи',
  'activities.detailTitle': 'Акция',
  'activities.prizeTitle': 'Приз',
  'activities.winnersTitle': 'Победители',
  'activities.proofTitle': 'Подтверждение возраста',
};
