import type { Db } from '../db/client.ts';

/** Follows and member statistics (issue 9): being built. */
export class FollowsService {
  constructor(
    protected readonly db: Db,
    protected readonly forgetArticles: () => void,
  ) {}
}
