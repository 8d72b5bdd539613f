import type { Feature } from '../features.ts';

/** Comments, replies, likes and saves (issue 9): being built. */
export const socialRoutes: Feature = async () => {};
