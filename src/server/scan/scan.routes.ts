import type { Feature } from '../http/feature.ts';
import { scanConsoleRoutes } from './scan-console.routes.ts';
import { scanMemberRoutes } from './scan-member.routes.ts';

/** Authenticity: verify and reward scans, and the console's QR code batches (issue 11). */
export const scanRoutes: Feature = async (app, opts) => {
  const { qrBatches, scan } = opts.services;
  await scanMemberRoutes(app, opts);
  await scanConsoleRoutes(app, opts);
  // Batches left generating by a stopped instance go on; closing waits for the current chunk.
  app.addHook('onReady', async () => {
    void qrBatches.resumeAll().catch((err: unknown) => app.log.error({ err }, 'resuming QR batches failed'));
    // Outside tests, the first verify with a position should not wait for the place data.
    if (opts.config.env !== 'test') void scan.warmPlaces().catch(() => undefined);
  });
  app.addHook('onClose', async () => qrBatches.stop());
};
