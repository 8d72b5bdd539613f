import type { Feature } from '../features.ts';

/** Reservations and offline check-ins: `reserve/add`, `reserve/list`, `reserve/offline/add`. */
export const reservationsRoutes: Feature = async () => {};
