/** Texts of the activities feature (merged into the interface catalog). English is the reference. */
export const activitiesEnUS = {
  'activities.previewTitle': 'Preview',
  'activities.vapeTitle': 'Brand activities',
  'activities.lotteryTitle': 'Lottery',
  'activities.offlineTitle': 'Store check-in',
  'activities.wheelTitle': 'Lucky wheel',
  'activities.detailTitle': 'Activity',
  'activities.prizeTitle': 'Prize',
  'activities.winnersTitle': 'Winners',
  'activities.proofTitle': 'Proof of age',
} as const;

export type ActivitiesKey = keyof typeof activitiesEnUS;
