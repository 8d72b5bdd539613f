import type { Db } from '../db/client.ts';

/** Proof of age for raffles: a picture kept privately (never under a public URL), reviewed in the console. */
export class ProofsService {
  constructor(
    protected readonly db: Db,
    protected readonly dataDir: string,
  ) {}
}
