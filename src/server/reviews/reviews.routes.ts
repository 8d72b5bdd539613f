import type { Feature } from '../features.ts';

/** Taste reviews and their replies (issue 10): being built. */
export const reviewsRoutes: Feature = async () => {};
