import type { Feature } from '../http/feature.ts';
import { activitiesConsoleRoutes } from './activities-console.routes.ts';
import { activitiesMemberRoutes } from './activities-member.routes.ts';
import { awardsRoutes } from './awards.routes.ts';
import { drawsRoutes } from './draws.routes.ts';
import { lotteryRoutes } from './lottery.routes.ts';
import { proofsRoutes } from './proofs.routes.ts';
import { reservationsRoutes } from './reservations.routes.ts';

/** Activities and draws (issue 12): one feature, its calls in one file per part. */
export const activitiesRoutes: Feature = async (app, opts) => {
  await activitiesConsoleRoutes(app, opts);
  await activitiesMemberRoutes(app, opts);
  await drawsRoutes(app, opts);
  await lotteryRoutes(app, opts);
  await reservationsRoutes(app, opts);
  await awardsRoutes(app, opts);
  await proofsRoutes(app, opts);
};
