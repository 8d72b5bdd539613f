import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Member } from '../content/articles.fixtures.ts';
import { chancesFlow } from '../db/schema.ts';
import { quickMembers } from '../social/social.fixtures.ts';
import { startApp, type TestContext } from '../test/app.ts';

let ctx: TestContext;
let members: Member[];

beforeAll(async () => {
  ctx = await startApp();
  members = await quickMembers(ctx, 3);
});
afterAll(async () => ctx?.close());

const member = (i: number) => members[i] as Member;
const change = (userId: bigint, delta: number, idempotencyKey: string | null = null) =>
  ctx.app.services.database.db.transaction((tx) =>
    ctx.app.services.chances.change(tx, {
      userId,
      delta,
      reason: delta > 0 ? 'SCAN' : 'SPIN',
      idempotencyKey,
    }),
  );

/** balance = sum of the member's ledger deltas, and every row's balance_after follows on. */
async function ledgerOf(userId: bigint) {
  const rows = await ctx.app.services.database.db
    .select()
    .from(chancesFlow)
    .where(eq(chancesFlow.userId, userId))
    .orderBy(chancesFlow.id);
  let running = 0;
  for (const r of rows) {
    running += r.delta;
    expect(r.balanceAfter).toBe(running);
  }
  expect(await ctx.app.services.chances.balance(userId)).toBe(running);
  return { sum: running, rows: rows.length };
}

describe('the chances ledger', () => {
  it('grants and spends, never below zero (409 NOT_ENOUGH_CHANCES), the ledger matching the wallet', async () => {
    const { userId } = member(0);
    await expect(change(userId, -1)).rejects.toMatchObject({ statusCode: 409, reason: 'NOT_ENOUGH_CHANCES' });
    expect(await change(userId, 2)).toEqual({ balance: 2 });
    expect(await change(userId, -1)).toEqual({ balance: 1 });
    await expect(change(userId, -2)).rejects.toMatchObject({ reason: 'NOT_ENOUGH_CHANCES' });
    expect(await change(userId, -1)).toEqual({ balance: 0 });
    expect(await ledgerOf(userId)).toEqual({ sum: 0, rows: 3 });
    await expect(change(userId, 0)).rejects.toThrow();
    await expect(change(userId, 1.5)).rejects.toThrow();
  });

  it('refuses a second change with the same key, leaving wallet and ledger as they were', async () => {
    const { userId } = member(1);
    await change(userId, 1, 'SCAN:code:1');
    await expect(change(userId, 1, 'SCAN:code:1')).rejects.toThrow();
    expect(await ledgerOf(userId)).toEqual({ sum: 1, rows: 1 });
    // Keys are per member: another member may use the same one.
    expect(await change(member(2).userId, 1, 'SCAN:code:1')).toEqual({ balance: 1 });
  });

  it('keeps the invariant under concurrent spends: exactly the balance is spent', async () => {
    const { userId } = member(2);
    await change(userId, 4); // 5 with the grant of the test before
    const tries = await Promise.allSettled(Array.from({ length: 12 }, () => change(userId, -1)));
    expect(tries.filter((t) => t.status === 'fulfilled')).toHaveLength(5);
    expect(await ledgerOf(userId)).toEqual({ sum: 0, rows: 7 });
    expect(await ctx.app.services.chances.balance(userId)).toBe(0);
    const page = await ctx.app.services.chances.flows(userId, 5, undefined);
    expect(page.list).toHaveLength(5);
    expect(page.nextCursor).not.toBeNull();
    const rest = await ctx.app.services.chances.flows(userId, 5, page.nextCursor ?? undefined);
    expect(rest.list).toHaveLength(2);
    expect(rest.nextCursor).toBeNull();
  });
});
