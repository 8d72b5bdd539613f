import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pointsFlow, redeems } from '../db/schema.ts';
import { registerUser, startApp, type TestContext } from '../test/app.ts';
import { ADMIN, createPrize, ledger, member, redeem, stockOf, type Member } from './prizes.fixtures.ts';

// Row locks only mean something on a server with real concurrent connections.
const onPostgres = process.env.TEST_DB === 'postgres';

let ctx: TestContext;
let admin: string;
let members: Member[] = [];

beforeAll(async () => {
  if (!onPostgres) return;
  // Every injected call comes from one address; the per-IP limit has its own test.
  ctx = await startApp({ ADMIN_EMAILS: ADMIN, RATE_LIMIT_PER_MINUTE: '100000' });
  admin = (await registerUser(ctx, ADMIN)).token;
  members = [];
  for (let i = 0; i < 100; i++) members.push(await member(ctx, `m${i}@example.com`, 10_000));
}, 60_000);
afterAll(async () => {
  if (onPostgres) await ctx.close();
});

describe('redemption under concurrency', () => {
  it.runIf(onPostgres)(
    'sells exactly the stock to 1,000 concurrent redemptions and keeps every ledger whole',
    async () => {
      const id = await createPrize(ctx, admin, { name: 'Limited', points: 10, stock: 50 });
      const answers = await Promise.all(
        Array.from({ length: 1000 }, (_, i) => redeem(ctx, members[i % 100] as Member, { prizeId: id })),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 200)).toHaveLength(50);
      expect(statuses.filter((s) => s === 409)).toHaveLength(950);
      expect(await stockOf(ctx, id)).toBe(0);
      for (const m of members) {
        const l = await ledger(ctx, m.userId);
        expect(l.balance).toBe(l.sum);
        expect(l.balance).toBeGreaterThanOrEqual(0);
      }
    },
    60_000,
  );

  it.runIf(onPostgres)('holds the limit per member under concurrency', async () => {
    const id = await createPrize(ctx, admin, { name: 'One each', points: 10, stock: 1000, limitPerUser: 2 });
    const m = members[0] as Member;
    const answers = await Promise.all(Array.from({ length: 20 }, () => redeem(ctx, m, { prizeId: id })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.body.data.reason === 'LIMIT_REACHED')).toHaveLength(18);
    expect(await stockOf(ctx, id)).toBe(998);
  });

  it.runIf(onPostgres)(
    'turns one key sent 20 times at once into one order and 20 identical answers',
    async () => {
      const id = await createPrize(ctx, admin, { name: 'Once', points: 10, stock: 100 });
      const m = members[1] as Member;
      const before = await ledger(ctx, m.userId);
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => redeem(ctx, m, { prizeId: id }, key)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      expect(new Set(answers.map((a) => JSON.stringify(a.body.data))).size).toBe(1);
      const db = ctx.app.services.database.db;
      expect(
        await db
          .select()
          .from(redeems)
          .where(eq(redeems.prizeId, BigInt(id))),
      ).toHaveLength(1);
      expect(await db.select().from(pointsFlow).where(eq(pointsFlow.idempotencyKey, key))).toHaveLength(1);
      expect((await ledger(ctx, m.userId)).flows).toBe(before.flows + 1);
      expect(await stockOf(ctx, id)).toBe(99);

      const other = await redeem(ctx, m, { prizeId: id, quantity: 3 }, key);
      expect(other.status).toBe(409);
      expect(other.body.data.reason).toBe('IDEMPOTENCY_MISMATCH');
    },
  );
});
