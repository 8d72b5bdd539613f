import type { Feature } from '../features.ts';

/** Awards and winners: `my/awardsListPage`, `awardsListPage`, claiming an award to an address. */
export const awardsRoutes: Feature = async () => {};
