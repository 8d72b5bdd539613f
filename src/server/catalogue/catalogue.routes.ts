import type { Feature } from '../features.ts';

/** Catalogue pickers, product detail and the catalogue console (issue 10): being built. */
export const catalogueRoutes: Feature = async () => {};
