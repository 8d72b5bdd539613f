import type { Feature } from '../http/feature.ts';
import { commentsRoutes } from './comments.routes.ts';
import { reactionsRoutes } from './reactions.routes.ts';

/** Comments, replies, likes and saves (issue 9), under `/api/hibackend/article`. */
export const socialRoutes: Feature = async (app, opts) => {
  await commentsRoutes(app, opts);
  await reactionsRoutes(app, opts);
};
