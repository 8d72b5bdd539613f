import { addressRoutes } from './address/address.routes.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { taxonomyRoutes } from './content/taxonomy.routes.ts';
import { articlesRoutes } from './content/articles.routes.ts';
import { oauthRoutes } from './auth/oauth.routes.ts';
import { pointsRoutes } from './points/points.routes.ts';
import { prizesRoutes } from './prizes/prizes.routes.ts';
import { profileRoutes } from './profile/profile.routes.ts';
import { uploadsRoutes } from './uploads/uploads.routes.ts';
import { socialRoutes } from './social/social.routes.ts';
import { peopleRoutes } from './people/people.routes.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { catalogueRoutes } from './catalogue/catalogue.routes.ts';
import { reviewsRoutes } from './reviews/reviews.routes.ts';
import { storesRoutes } from './stores/stores.routes.ts';
import { scanRoutes } from './scan/scan.routes.ts';
import { jobsRoutes } from './jobs/jobs.routes.ts';
import { activitiesRoutes } from './activities/activities.routes.ts';
import { reelsRoutes } from './reels/reels.routes.ts';
import { supportRoutes } from './support/support.routes.ts';
import { accountRoutes } from './profile/account.routes.ts';
import { statsRoutes } from './stats/stats.routes.ts';
import { privacyRoutes } from './privacy/privacy.routes.ts';
import { consoleRoutes } from './console/console.routes.ts';
import { retentionRoutes } from './retention/retention.routes.ts';
import { tiersRoutes } from './tiers/tiers.routes.ts';
import type { Feature } from './http/feature.ts';

/** The server's features, registered in this order: adding a feature adds one line here. */
export const FEATURES: Feature[] = [
  // First: its guard covers every console route registered after it.
  consoleRoutes,
  authRoutes,
  oauthRoutes,
  profileRoutes,
  pointsRoutes,
  prizesRoutes,
  addressRoutes,
  uploadsRoutes,
  articlesRoutes,
  taxonomyRoutes,
  socialRoutes,
  peopleRoutes,
  notificationsRoutes,
  catalogueRoutes,
  reviewsRoutes,
  storesRoutes,
  scanRoutes,
  activitiesRoutes,
  reelsRoutes,
  supportRoutes,
  accountRoutes,
  statsRoutes,
  privacyRoutes,
  retentionRoutes,
  tiersRoutes,
  jobsRoutes,
];
