import type { UploadsService } from '../uploads/uploads.service.ts';
import type { Db } from '../db/client.ts';
import { ActivitiesConsole } from './activities.console.ts';
import type { Ledgers } from './activities.entries.ts';
import { ActivityReads } from './activities.reads.ts';

/**
 * Activities (issue 12): the console's drafts, edits and publication (a seed committed by its hash),
 * and the reads members see: lists by tab, detail with odds and live stock, recommendations.
 */
export class ActivitiesService {
  readonly console: ActivitiesConsole;
  readonly reads: ActivityReads;

  constructor(
    protected readonly db: Db,
    protected readonly ledgers: Ledgers,
    uploads: Pick<UploadsService, 'owned'>,
    now: () => Date = () => new Date(),
  ) {
    this.console = new ActivitiesConsole(db, now, uploads);
    this.reads = new ActivityReads(db, ledgers, now);
  }
}
