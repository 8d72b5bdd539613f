import type { Feature } from '../features.ts';
import { videosRoutes } from './videos.routes.ts';

/** Reels (issue 13): video upload and processing, music library, covers; one file per part. */
export const reelsRoutes: Feature = async (app, opts) => {
  opts.services.videos.registerJobs(opts.config.videoConcurrency);
  await videosRoutes(app, opts);
};
