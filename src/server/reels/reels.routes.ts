import type { Feature } from '../http/feature.ts';
import { videosRoutes } from './videos.routes.ts';
import { musicRoutes } from './music.routes.ts';
import { musicConsoleRoutes } from './music-console.routes.ts';

/** Reels (issue 13): video upload and processing, music library, covers; one file per part. */
export const reelsRoutes: Feature = async (app, opts) => {
  opts.services.videos.registerJobs(opts.config.videoConcurrency);
  await videosRoutes(app, opts);
  await musicRoutes(app, opts);
  await musicConsoleRoutes(app, opts);
};
