import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ActivityType, AttendResult, CostKind, DrawLog } from '../../shared/schemas/activities.ts';
import { activities, activityPrizes } from '../db/schema.ts';
import { call, type TestContext } from '../test/app.ts';
import { newSeed } from './draws.fair.ts';

export const ACTIVITY = '/api/hibackend/activity';
const MINUTE = 60_000;

export interface ActivityFixture {
  type?: ActivityType;
  startAt?: Date;
  endAt?: Date;
  cost?: { kind: CostKind; amount: number };
  perMemberLimit?: number | null;
  prizes?: { name: string; stock: number; weight: number }[];
  noPrizeWeight?: number;
}

export interface MadeActivity {
  id: string;
  seed: string;
  seedHash: string;
  prizeIds: string[];
}

/**
 * A published activity written straight to the tables (the console is another helper's part): open
 * from a minute ago for an hour unless told, a fresh seed and its hash, prizes in the given order.
 */
export async function makeActivity(ctx: TestContext, o: ActivityFixture = {}): Promise<MadeActivity> {
  const db = ctx.app.services.database.db;
  const now = Date.now();
  const { seed, seedHash } = newSeed();
  const [a] = await db
    .insert(activities)
    .values({
      type: o.type ?? 'turntable',
      title: { en_US: `Activity ${randomUUID().slice(0, 8)}` },
      startAt: o.startAt ?? new Date(now - MINUTE),
      endAt: o.endAt ?? new Date(now + 60 * MINUTE),
      costKind: o.cost?.kind ?? 'free',
      costAmount: o.cost?.amount ?? 0,
      perMemberLimit: o.perMemberLimit ?? null,
      noPrizeWeight: o.noPrizeWeight ?? 0,
      seed,
      seedHash,
      publishedAt: new Date(now - 2 * MINUTE),
    })
    .returning({ id: activities.id });
  if (!a) throw new Error('activity not written');
  const prizes = o.prizes ?? [{ name: 'Prize', stock: 10, weight: 1 }];
  const rows = prizes.length
    ? await db
        .insert(activityPrizes)
        .values(
          prizes.map((p, sort) => ({
            activityId: a.id,
            name: { en_US: p.name, ko_KR: `${p.name} (ko)` },
            initialStock: p.stock,
            stock: p.stock,
            weight: p.weight,
            sort,
          })),
        )
        .returning({ id: activityPrizes.id, sort: activityPrizes.sort })
    : [];
  const prizeIds = rows.sort((x, y) => x.sort - y.sort).map((r) => String(r.id));
  return { id: String(a.id), seed, seedHash, prizeIds };
}

/** Moves an activity's window so that it has ended (the seed is then revealed). */
export async function endActivity(ctx: TestContext, id: string): Promise<void> {
  const now = Date.now();
  await ctx.app.services.database.db
    .update(activities)
    .set({ startAt: new Date(now - 2 * MINUTE), endAt: new Date(now - 1000) })
    .where(eq(activities.id, BigInt(id)));
}

export const attend = (
  ctx: TestContext,
  token: string,
  id: string,
  key = `k-${randomUUID()}`,
  lang?: string,
) =>
  call<AttendResult>(ctx.app, {
    method: 'POST',
    url: `${ACTIVITY}/attend/${id}`,
    headers: { authorization: token, 'idempotency-key': key, ...(lang ? { lang } : {}) },
  });

export const drawLog = (ctx: TestContext, id: string) =>
  call<DrawLog>(ctx.app, { method: 'GET', url: `${ACTIVITY}/drawLog/${id}` });
