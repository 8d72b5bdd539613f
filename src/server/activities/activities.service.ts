import type { UploadsService } from '../uploads/uploads.service.ts';
import type { Db } from '../db/client.ts';
import { ActivitiesConsole } from './activities.console.ts';
import type { Ledgers } from './activities.entries.ts';
import { ActivityReads } from './activities.reads.ts';
import { consoleWinners } from './winners.console.ts';
import type { Lang } from '../../shared/i18n.ts';

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

  /** The console's winners of one activity (unmasked). */
  winners(lang: Lang, activityId: string, page: { pageSize: number; cursor?: string | undefined }) {
    return consoleWinners(this.db, lang, activityId, page);
  }
}
