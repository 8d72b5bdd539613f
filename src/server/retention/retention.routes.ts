import type { Feature } from '../http/feature.ts';

/**
 * Retention (docs/decisions/079) has no HTTP routes: its plugin only schedules the sweep on the job
 * queue. Tests do not poll the queue: they call `services.retention.run()` or `enqueueDue()`.
 */
export const retentionRoutes: Feature = async (_app, { services, config }) => {
  if (config.env !== 'test') services.retention.schedule();
};
