import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { ClaimResult, VerifyResult } from '../../shared/schemas/scan.ts';
import { qrCodes } from '../db/schema.ts';
import { makeProduct } from '../reviews/reviews.fixtures.ts';
import { hashOfCode } from './scan.codes.ts';
import { call, type TestContext } from '../test/app.ts';

export const VERIFY = '/api/qrcode/base/verifyScanCode';
export const CLAIM = '/api/scanCodeExtPoints';

export interface MadeBatch {
  batchId: string;
  productId: string;
  brandName: string;
  codes: string[];
}

/** A product and a generated batch of `count` codes for it (through the batches service). */
export async function makeBatch(ctx: TestContext, count: number): Promise<MadeBatch> {
  const { productId, brandName } = await makeProduct(ctx);
  const { qrBatches } = ctx.app.services;
  const { batchId } = await qrBatches.create(null, { productId, count });
  await qrBatches.whenReady(batchId);
  const codes: string[] = [];
  for await (const code of qrBatches.codes(BigInt(batchId))) codes.push(code);
  return { batchId, productId, brandName, codes };
}

export interface VerifyOptions {
  token?: string;
  lang?: string;
  ip?: string;
  query?: string;
  headers?: Record<string, string>;
}

export const verify = (ctx: TestContext, code: string, o: VerifyOptions = {}) =>
  call<VerifyResult>(ctx.app, {
    method: 'GET',
    url: `${VERIFY}/${code}${o.query ? `?${o.query}` : ''}`,
    remoteAddress: o.ip ?? '10.9.8.7',
    headers: {
      ...(o.token ? { authorization: o.token } : {}),
      ...(o.lang ? { lang: o.lang } : {}),
      ...o.headers,
    },
  });

export const claim = (
  ctx: TestContext,
  token: string,
  code: string,
  key = `k-${randomUUID()}`,
  lang?: string,
) =>
  call<ClaimResult>(ctx.app, {
    method: 'POST',
    url: `${CLAIM}/${code}`,
    headers: { authorization: token, 'idempotency-key': key, ...(lang ? { lang } : {}) },
  });

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/**
 * Members whose wallet balance differs from the sum of their ledger rows (points and chances);
 * empty when the invariant holds for everyone.
 */
export async function ledgerBreaches(ctx: TestContext): Promise<string[]> {
  const db = ctx.app.services.database.db;
  const points = await db.execute(sql`
    select w.user_id::text as user_id from point_wallets w
    left join (select user_id, sum(delta) as s from points_flow group by user_id) f on f.user_id = w.user_id
    where w.balance <> coalesce(f.s, 0)`);
  const chances = await db.execute(sql`
    select w.user_id::text as user_id from chance_wallets w
    left join (select user_id, sum(delta) as s from chances_flow group by user_id) f on f.user_id = w.user_id
    where w.balance <> coalesce(f.s, 0)
    union all
    select f.user_id::text from chances_flow f left join chance_wallets w on w.user_id = f.user_id
    where w.user_id is null`);
  return [
    ...rowsOf<{ user_id: string }>(points).map((r) => `points:${r.user_id}`),
    ...rowsOf<{ user_id: string }>(chances).map((r) => `chances:${r.user_id}`),
  ];
}

/** How many ledger rows a code's reward wrote, in all (points and chances). */
export async function rewardRows(ctx: TestContext, codeRef: string) {
  const db = ctx.app.services.database.db;
  const rowsOfCount = async (table: 'points_flow' | 'chances_flow') =>
    Number(
      rowsOf<{ n: string | number }>(
        await db.execute(sql`select count(*) as n from ${sql.raw(table)} where ref = ${codeRef}`),
      )[0]?.n ?? -1,
    );
  return { points: await rowsOfCount('points_flow'), chances: await rowsOfCount('chances_flow') };
}

/** The stored row of a printed code. */
export async function codeRow(ctx: TestContext, code: string) {
  const [row] = await ctx.app.services.database.db
    .select()
    .from(qrCodes)
    .where(eq(qrCodes.codeHash, hashOfCode(code)));
  if (!row) throw new Error(`no code ${code}`);
  return row;
}
