import type { Feature } from '../features.ts';

/** The console's QR batches (`/api/console/qrcode/...`): admins only, every write audited. */
export const scanConsoleRoutes: Feature = async () => {};
