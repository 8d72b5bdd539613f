import type { Db } from '../db/client.ts';

/** Likes and saves of articles and comments (issue 9): being built. */
export class ReactionsService {
  constructor(
    protected readonly db: Db,
    protected readonly forgetArticles: () => void,
  ) {}
}
