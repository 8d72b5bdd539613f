import type { Db } from '../db/client.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { Ledgers } from './activities.entries.ts';

/**
 * Entries and draws: instant draws (wheel, scratch card) against the published odds and live stock,
 * entries of raffles and lotteries, their draw at the close (a job, run once), the public draw log.
 */
export class DrawsService {
  constructor(
    protected readonly db: Db,
    protected readonly ledgers: Ledgers,
    protected readonly jobs: JobsService,
  ) {}
}
