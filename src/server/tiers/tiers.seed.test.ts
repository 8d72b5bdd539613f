import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import demoMembers from '../content/demo/members.json' with { type: 'json' };
import { quickMembers } from '../social/social.fixtures.ts';
import { startApp, type TestContext } from '../test/app.ts';
import { seedTiers } from './tiers.seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startApp();
});
afterAll(async () => ctx?.close());

describe('demo tiers', () => {
  it('spreads the demo members over the tiers through the ledger', async () => {
    const made = await quickMembers(ctx, demoMembers.length);
    const members = new Map(demoMembers.map((m, i) => [m.slug, made[i]!.userId]));
    expect(await seedTiers(ctx.app.services, members)).toBeGreaterThan(0);
    const { tiers } = ctx.app.services;
    const codes = await tiers.codes([...members.values()]);
    const spread: Record<string, number> = {};
    for (const code of codes.values()) spread[code] = (spread[code] ?? 0) + 1;
    expect(spread).toEqual({ MEMBER: 3, SILVER: 3, GOLD: 2, BLACK: 1 });
    for (const id of members.values()) expect(await tiers.recompute(id)).toEqual(await tiers.stored(id));
  });
});
