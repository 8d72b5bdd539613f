import { activitiesEnUS } from '../activities/i18n/activities-en-us.ts';
import { storesEnUS } from '../stores/i18n/stores-en-us.ts';
import { scanEnUS } from '../scan/i18n/scan-en-us.ts';
import { reviewsEnUS } from '../reviews/i18n/reviews-en-us.ts';
import { accountEnUS } from '../profile/i18n/account-en-us.ts';
import { peopleEnUS } from '../people/i18n/people-en-us.ts';
import { socialEnUS } from '../social/i18n/social-en-us.ts';
import { noticeEnUS } from '../notifications/i18n/notice-en-us.ts';
import { tiersEnUS } from '../tiers/i18n/tiers-en-us.ts';
import { supportEnUS } from '../support/i18n/support-en-us.ts';
import { reportsEnUS } from '../support/i18n/reports-en-us.ts';
import { editorEnUS } from '../content/i18n/editor-en-us.ts';

/**
 * The features' English texts that neither the shell nor the home page shows (issue 37,
 * docs/decisions/121): they arrive with the first page that is not home (app/lazy-page.ts), beside
 * that page's own chunk. The other languages' catalogs carry them already.
 */
export const pageTextsEnUS = {
  ...activitiesEnUS,
  ...storesEnUS,
  ...scanEnUS,
  ...reviewsEnUS,
  ...accountEnUS,
  ...peopleEnUS,
  ...socialEnUS,
  ...noticeEnUS,
  ...tiersEnUS,
  ...supportEnUS,
  ...reportsEnUS,
  ...editorEnUS,
};
