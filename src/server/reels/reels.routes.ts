import type { Feature } from '../features.ts';

/** Reels (issue 13): video upload and processing, music library, covers; one file per part. */
export const reelsRoutes: Feature = async (_app, _opts) => {};
