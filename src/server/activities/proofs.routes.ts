import type { Feature } from '../features.ts';

/** Proof of age: `user/setting/valid18thProof`, `get18thProof`, and the console's review queue. */
export const proofsRoutes: Feature = async () => {};
