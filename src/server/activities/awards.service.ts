import type { Db } from '../db/client.ts';

/** What members won: my awards, the public (masked) winner lists, shipping an award as a loyalty order. */
export class AwardsService {
  constructor(protected readonly db: Db) {}
}
