import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { addresses, auditLog, pointsFlow, pointWallets, prizes } from '../db/schema.ts';
import { call, registerUser, type TestContext } from '../test/app.ts';

export const ADMIN = 'boss@example.com';

export interface Member {
  token: string;
  userId: bigint;
  addressId: string;
}

/** A registered member with exactly `points` in the wallet and one address (written through the data layer). */
export async function member(ctx: TestContext, email: string, points = 0): Promise<Member> {
  const session = await registerUser(ctx, email);
  const userId = BigInt(session.userInfo.userId);
  // Sign-up may earn points of its own (a completed profile): set the wallet to exactly `points`.
  const delta = points - (await ctx.app.services.points.balance(userId)).balance;
  if (delta !== 0) await ctx.app.services.points.apply({ userId, delta, ruleCode: 'GIFT' });
  const [row] = await ctx.app.services.database.db
    .insert(addresses)
    .values({
      userId,
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+44 20 7946 0000',
      country: 'GBR',
      area: 'England',
      city: 'London',
      county: 'Camden',
      address: '1 Example Street',
      postalCode: 'NW1 1AA',
      isDefault: true,
    })
    .returning({ id: addresses.id });
  return { token: session.token, userId, addressId: String(row?.id) };
}

export async function createPrize(ctx: TestContext, adminToken: string, body: Record<string, unknown>) {
  const res = await call<{ id: string }>(ctx.app, {
    method: 'POST',
    url: '/api/console/prizes',
    headers: { authorization: adminToken },
    payload: { name: 'Pod kit', description: 'A pod kit', points: 100, stock: 10, ...body },
  });
  if (res.status !== 200) throw new Error(`create prize: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

export function redeem(
  ctx: TestContext,
  who: Member,
  body: Record<string, unknown>,
  key: string = randomUUID(),
) {
  return call<{ redeemId: string; orderNo: string; balance: number; reason?: string }>(ctx.app, {
    method: 'POST',
    url: '/api/hibackend/prize/frontend/redeem',
    headers: { authorization: who.token, 'idempotency-key': key },
    payload: { addressId: who.addressId, ...body },
  });
}

export async function stockOf(ctx: TestContext, prizeId: string): Promise<number> {
  const [row] = await ctx.app.services.database.db
    .select({ stock: prizes.stock })
    .from(prizes)
    .where(eq(prizes.id, BigInt(prizeId)));
  return row?.stock ?? -1;
}

/** Balance and the sum of the member's flow deltas: the ledger invariant compares them. */
export async function ledger(ctx: TestContext, userId: bigint) {
  const db = ctx.app.services.database.db;
  const [w] = await db.select().from(pointWallets).where(eq(pointWallets.userId, userId));
  const [f] = await db
    .select({ sum: sql<string>`coalesce(sum(${pointsFlow.delta}), 0)`, n: sql<string>`count(*)` })
    .from(pointsFlow)
    .where(eq(pointsFlow.userId, userId));
  return { balance: w?.balance ?? 0, sum: Number(f?.sum ?? 0), flows: Number(f?.n ?? 0) };
}

export async function auditActions(ctx: TestContext): Promise<string[]> {
  const rows = await ctx.app.services.database.db.select({ action: auditLog.action }).from(auditLog);
  return rows.map((r) => r.action);
}
