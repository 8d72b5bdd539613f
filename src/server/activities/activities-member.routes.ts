import type { Feature } from '../features.ts';

/** Activity reads (`/api/hibackend/activity/...`): build/detail, activityPrizeList, recommend, activityListByBrandSpecial, attendNum, the list with tabs. */
export const activitiesMemberRoutes: Feature = async () => {};
