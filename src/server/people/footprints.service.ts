import type { Db } from '../db/client.ts';

/** Articles a member opened (issue 9): being built. */
export class FootprintsService {
  constructor(
    protected readonly db: Db,
    protected readonly forgetArticles: () => void,
  ) {}
}
