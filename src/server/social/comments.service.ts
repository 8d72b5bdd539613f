import type { Db } from '../db/client.ts';

/** Comments and replies (issue 9): being built. */
export class CommentsService {
  constructor(
    protected readonly db: Db,
    protected readonly forgetArticles: () => void,
  ) {}
}
