import { createHash, randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { ActivityType } from '../../shared/schemas/activities.ts';
import type { Db } from '../db/client.ts';
import { activities, activityAwards, activityEntries, activityPrizes } from '../db/schema.ts';

const everywhere = (name: string) => ({ en_US: name, ru_RU: `${name} (ru)`, ko_KR: name, zh_CN: name });

export interface DrawFixture {
  type?: ActivityType;
  /** Default: closed a minute ago. */
  endAt?: Date;
  published?: boolean;
  drawnAt?: Date | null;
  prizes?: { name: string; stock: number }[];
  /** One entry per item, numbered in this order. */
  entrants?: bigint[];
}

/**
 * A lottery (or another type) written straight to the tables, as publishing and entering would
 * leave it: a committed seed, prizes in table order, entries numbered 1..n, the counter moved.
 */
export async function makeDrawActivity(db: Db, f: DrawFixture = {}): Promise<bigint> {
  const endAt = f.endAt ?? new Date(Date.now() - 60_000);
  const seed = randomBytes(32).toString('hex');
  const [a] = await db
    .insert(activities)
    .values({
      type: f.type ?? 'lottery',
      title: everywhere('Summer lottery'),
      startAt: new Date(endAt.getTime() - 86_400_000),
      endAt,
      seed,
      seedHash: createHash('sha256').update(seed).digest('hex'),
      publishedAt: f.published === false ? null : new Date(endAt.getTime() - 90_000_000),
      drawnAt: f.drawnAt ?? null,
    })
    .returning({ id: activities.id });
  if (!a) throw new Error('activity not written');
  const prizes = f.prizes ?? [{ name: 'Vape kit', stock: 1 }];
  if (prizes.length > 0) {
    await db.insert(activityPrizes).values(
      prizes.map((p, i) => ({
        activityId: a.id,
        name: everywhere(p.name),
        initialStock: p.stock,
        stock: p.stock,
        weight: 1,
        sort: i,
      })),
    );
  }
  const entrants = f.entrants ?? [];
  if (entrants.length > 0) {
    await db
      .insert(activityEntries)
      .values(entrants.map((userId, i) => ({ activityId: a.id, userId, entryNo: i + 1 })));
    await db.update(activities).set({ entryCount: entrants.length }).where(eq(activities.id, a.id));
  }
  return a.id;
}

/** Members 0..n-1 entering in turn, member i `1 + i % 3` times (entries 1..n are one each). */
export const entrants = (members: { userId: bigint }[], n: number): bigint[] =>
  Array.from({ length: 3 }, (_, round) =>
    Array.from({ length: n }, (_, i) => i).filter((i) => round <= i % 3),
  ).flatMap((r) => r.map((i) => (members[i] as { userId: bigint }).userId));

/** The activity, its prizes (table order), entries (by number) and awards as stored. */
export async function drawOutcome(db: Db, activityId: bigint) {
  const [a] = await db.select().from(activities).where(eq(activities.id, activityId));
  const prizes = await db
    .select()
    .from(activityPrizes)
    .where(eq(activityPrizes.activityId, activityId))
    .orderBy(asc(activityPrizes.sort));
  const entries = await db
    .select()
    .from(activityEntries)
    .where(eq(activityEntries.activityId, activityId))
    .orderBy(asc(activityEntries.entryNo));
  const awards = await db.select().from(activityAwards).where(eq(activityAwards.activityId, activityId));
  return { a, prizes, entries, awards };
}
