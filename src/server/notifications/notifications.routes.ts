import type { Feature } from '../features.ts';

/** Notifications, system notices and their console (issue 9): being built. */
export const notificationsRoutes: Feature = async () => {};
