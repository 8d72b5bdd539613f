import type { Feature } from '../features.ts';

/** The console's activities (`/api/console/activities`): create, edit, publish, preview, list; audited. */
export const activitiesConsoleRoutes: Feature = async () => {};
