import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ActivityType, CostKind } from '../../shared/schemas/activities.ts';
import { activities, activityPrizes, addresses } from '../db/schema.ts';
import type { TestContext } from '../test/app.ts';

const MINUTE = 60_000;

export interface ActivityFixture {
  type?: ActivityType;
  title?: string;
  /** Minutes from now (negative: in the past). */
  startIn?: number;
  endIn?: number;
  cost?: { kind: CostKind; amount: number };
  perMemberLimit?: number | null;
  seats?: number | null;
  checkInCode?: string | null;
  published?: boolean;
  prizes?: { name: string; stock: number; weight?: number; prizeId?: bigint | null }[];
}

/**
 * An activity written straight to the tables (as the console would leave it once published: a seed
 * committed by its hash), so these tests do not depend on the console's calls.
 */
export async function insertActivity(ctx: TestContext, f: ActivityFixture = {}) {
  const db = ctx.app.services.database.db;
  const seed = randomBytes(32).toString('hex');
  const now = Date.now();
  const title = f.title ?? 'Flash sale';
  const [row] = await db
    .insert(activities)
    .values({
      type: f.type ?? 'reservation',
      title: { en_US: title, ru_RU: title, ko_KR: title, zh_CN: title },
      startAt: new Date(now + (f.startIn ?? 60) * MINUTE),
      endAt: new Date(now + (f.endIn ?? 120) * MINUTE),
      costKind: f.cost?.kind ?? 'free',
      costAmount: f.cost?.amount ?? 0,
      perMemberLimit: f.perMemberLimit ?? null,
      seats: f.seats === undefined ? ((f.type ?? 'reservation') === 'reservation' ? 10 : null) : f.seats,
      checkInCode: f.checkInCode ?? null,
      seed,
      seedHash: createHash('sha256').update(seed).digest('hex'),
      publishedAt: f.published === false ? null : new Date(now - MINUTE),
    })
    .returning();
  if (!row) throw new Error('activity not written');
  const prizes = [];
  for (const [sort, p] of (f.prizes ?? []).entries()) {
    const [prize] = await db
      .insert(activityPrizes)
      .values({
        activityId: row.id,
        name: { en_US: p.name, ru_RU: p.name, ko_KR: p.name, zh_CN: p.name },
        initialStock: p.stock,
        stock: p.stock,
        weight: p.weight ?? 1,
        prizeId: p.prizeId ?? null,
        sort,
      })
      .returning();
    if (prize) prizes.push(prize);
  }
  return { activity: row, prizes };
}

/** Moves an activity's window (minutes from now), e.g. to open a sale members reserved before. */
export async function moveActivity(ctx: TestContext, id: bigint, startIn: number, endIn: number) {
  const now = Date.now();
  await ctx.app.services.database.db
    .update(activities)
    .set({ startAt: new Date(now + startIn * MINUTE), endAt: new Date(now + endIn * MINUTE) })
    .where(eq(activities.id, id));
}

/** One delivery address for a member, written through the data layer. */
export async function insertAddress(ctx: TestContext, userId: bigint): Promise<string> {
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
  if (!row) throw new Error('address not written');
  return String(row.id);
}
