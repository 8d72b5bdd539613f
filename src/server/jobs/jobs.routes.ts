import type { Feature } from '../http/feature.ts';

/**
 * The job queue's lifecycle: polling starts when the app is ready and stops (waiting for running
 * jobs) when it closes. Tests do not poll: they call `services.jobs.runDue()`. Handlers and sweeps
 * are registered by the features that own them (the lottery draw in `lottery.routes.ts`).
 */
export const jobsRoutes: Feature = async (app, { services, config }) => {
  app.addHook('onReady', async () => {
    if (config.env !== 'test') services.jobs.start();
  });
  app.addHook('onClose', async () => services.jobs.stop());
};
