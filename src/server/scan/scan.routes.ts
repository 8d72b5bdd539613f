import type { Feature } from '../features.ts';
import { scanConsoleRoutes } from './scan-console.routes.ts';
import { scanMemberRoutes } from './scan-member.routes.ts';

/** Authenticity: verify and reward scans, and the console's QR code batches (issue 11). */
export const scanRoutes: Feature = async (app, opts) => {
  const { qrBatches } = opts.services;
  await scanMemberRoutes(app, opts);
  await scanConsoleRoutes(app, opts);
  // Batches left generating by a stopped instance go on; closing waits for the current chunk.
  app.addHook('onReady', async () => void qrBatches.resumeAll());
  app.addHook('onClose', async () => qrBatches.stop());
};
