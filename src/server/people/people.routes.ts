import type { Feature } from '../features.ts';

/** Follows, member pages, footprint, block, mute, not interested (issue 9): being built. */
export const peopleRoutes: Feature = async () => {};
