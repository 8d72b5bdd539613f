import type { Db } from '../db/client.ts';

/** Block, mute and not interested (issue 9): being built. */
export class ShieldsService {
  constructor(
    protected readonly db: Db,
    protected readonly forgetArticles: () => void,
  ) {}
}
