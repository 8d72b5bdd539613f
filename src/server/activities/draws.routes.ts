import type { Feature } from '../features.ts';

/** Entries and draws: `attend/{id}`, `attendResult/{id}`, `lottery`, the public draw log. */
export const drawsRoutes: Feature = async () => {};
