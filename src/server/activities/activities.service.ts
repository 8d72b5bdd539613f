import type { Db } from '../db/client.ts';
import type { Ledgers } from './activities.entries.ts';

/**
 * Activities (issue 12): the console's drafts, edits and publication (a seed committed by its hash),
 * and the reads members see: lists by tab, detail with odds and live stock, recommendations.
 */
export class ActivitiesService {
  constructor(
    protected readonly db: Db,
    protected readonly ledgers: Ledgers,
  ) {}
}
