import type { Feature } from '../http/feature.ts';
import { feedbackRoutes } from './feedback.routes.ts';
import { moderationConsoleRoutes } from './moderation-console.routes.ts';
import { reportsRoutes } from './reports.routes.ts';
import { supportConsoleRoutes } from './support-console.routes.ts';
import { workOrdersRoutes } from './work-orders.routes.ts';

/** Support and trust (issue 14): work orders, feedback, reports, the moderation queue; one file per part. */
export const supportRoutes: Feature = async (app, opts) => {
  await workOrdersRoutes(app, opts);
  await feedbackRoutes(app, opts);
  await reportsRoutes(app, opts);
  await supportConsoleRoutes(app, opts);
  await moderationConsoleRoutes(app, opts);
};
