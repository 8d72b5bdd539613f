import type { Feature } from '../features.ts';

/** Store sharing, ratings and the nearby search (issue 10): being built. */
export const storesRoutes: Feature = async () => {};
