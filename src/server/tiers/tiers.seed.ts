import demoMembers from '../content/demo/members.json' with { type: 'json' };
import type { Services } from '../services.ts';
import { TIER_YEAR_MS } from './tiers.rules.ts';

type SeedServices = Pick<Services, 'database' | 'points' | 'tiers'>;

/**
 * Qualifying points each demo member ends with, in the order of `members.json`: three stay Members,
 * three reach Silver, two Gold and one Black (defaults 500, 2,000, 5,000).
 */
const TARGETS = [0, 0, 0, 650, 800, 1200, 2300, 3000, 5600];

/**
 * Demo members spread over the tiers (issue 39): complete-review awards paid through the points
 * service (`ref` demo), so the tiers move up as they would for a member, from the ledger alone. A
 * member's own demo activity (reviews, scans, stores) counts first. The awards made.
 */
export async function seedTiers(services: SeedServices, members: Map<string, bigint>): Promise<number> {
  const { database, points, tiers } = services;
  let made = 0;
  for (const [i, m] of demoMembers.entries()) {
    const userId = members.get(m.slug);
    const target = TARGETS[i] ?? 0;
    if (userId === undefined || target === 0) continue;
    const now = new Date();
    const sum = () =>
      tiers.state.sum(database.db, userId, new Date(now.getTime() - TIER_YEAR_MS), new Date());
    for (let n = 1; (await sum()) < target; n++) {
      const paid = await database.db.transaction((tx) =>
        points.earnOnce(tx, userId, 'REVIEW_COMPLETE', `DEMO_TIER:${n}`, 'demo', true),
      );
      if (!paid) break;
      made++;
    }
  }
  return made;
}
