import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { call, registerUser, startApp, type TestContext } from '../test/app.ts';

let seq = 0;

/** A new member through the API: its token and id. */
export async function member(ctx: TestContext, prefix = 'tier') {
  const s = await registerUser(ctx, `${prefix}${++seq}.${Date.now()}@example.com`);
  return { token: s.token, id: BigInt(s.userInfo.userId) };
}

export const get = <T>(ctx: TestContext, url: string, token?: string, lang = 'en_US') =>
  call<T>(ctx.app, { url, headers: { lang, ...(token ? { authorization: token } : {}) } });

/** Pays REVIEW_COMPLETE (100 base points, qualifying) once under `key`, as the review feature does. */
export const award = (ctx: TestContext, userId: bigint, key: string) =>
  ctx.app.services.database.db.transaction((tx) =>
    ctx.app.services.points.earnOnce(tx, userId, 'REVIEW_COMPLETE', key, undefined, true),
  );

/**
 * The ledger invariant: wallet balance = sum of the flow's deltas = sum of the lots' remaining
 * (no expiry here), never negative.
 */
export async function ledgerHolds(ctx: TestContext, userId: bigint): Promise<number> {
  const result = await ctx.app.services.database.db.execute(sql`
    select
      (select coalesce(max(balance), 0) from point_wallets where user_id = ${userId})::bigint as wallet,
      (select coalesce(sum(delta), 0) from points_flow where user_id = ${userId})::bigint as flows,
      (select coalesce(sum(remaining), 0) from point_lots where user_id = ${userId})::bigint as lots`);
  const [row] = (result as { rows: { wallet: string; flows: string; lots: string }[] }).rows;
  const wallet = Number(row?.wallet);
  expect({ flows: Number(row?.flows), lots: Number(row?.lots) }).toEqual({ flows: wallet, lots: wallet });
  expect(wallet).toBeGreaterThanOrEqual(0);
  return wallet;
}

/** The app on a fresh database with one admin (ADMIN_EMAILS names `adminEmail`): its context and token. */
export async function startWithAdmin(adminEmail: string) {
  const ctx = await startApp({ ADMIN_EMAILS: adminEmail, RATE_LIMIT_PER_MINUTE: '100000' });
  return { ctx, boss: (await registerUser(ctx, adminEmail)).token };
}
