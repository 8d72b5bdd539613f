import { eq, sql } from 'drizzle-orm';
import { londonDayOf, londonWallTimeToUtc } from '../../shared/activities/london.ts';
import type { Lang } from '../../shared/i18n.ts';
import { ActivitySaveSchema, type ActivityType, type CostKind } from '../../shared/schemas/activities.ts';
import demoMembers from '../content/demo/members.json' with { type: 'json' };
import { drawScene, hash } from '../content/seed-pictures.ts';
import { activities, activityAwards, activityEntries, prizes, type Localised } from '../db/schema.ts';
import type { Services } from '../services.ts';
import demo from './demo/activities.json' with { type: 'json' };
import { drawActivity } from './lottery.draw.ts';

// What the demo runs is content, not code (STYLE §14): demo/activities.json.
interface DemoActivity {
  slug: string;
  type: ActivityType;
  scene: string;
  palette: number;
  title: Localised;
  description: Localised;
  /** Days from now; or `startAt: "tomorrow HH:MM"` (London) with `durationHours`. */
  startDays?: number;
  endDays?: number;
  startAt?: string;
  durationHours?: number;
  cost: { kind: CostKind; amount: number };
  perMemberLimit?: number;
  seats?: number;
  checkInCode?: string;
  /** A demo loyalty prize by its English name: the activity prize ships as it. */
  prizes: { prize: string; stock: number; weight: number }[];
  noPrizeWeight: number;
  plays?: string[];
  reserve?: string[];
  checkIn?: string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
type SeedServices = Pick<Services, 'database' | 'activities' | 'draws' | 'reservations' | 'uploads'>;

const langOf = (slug: string) => (demoMembers.find((m) => m.slug === slug)?.lang ?? 'en_US') as Lang;
const need = <T>(map: Map<string, T>, key: string): T => {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo activities name an unknown "${key}"`);
  return value;
};

function windowOf(a: DemoActivity, now: Date): { startAt: Date; endAt: Date } {
  if (a.startAt?.startsWith('tomorrow ')) {
    const day = londonDayOf(new Date(now.getTime() + DAY_MS));
    const startAt = londonWallTimeToUtc(`${day}T${a.startAt.slice('tomorrow '.length)}`);
    return { startAt, endAt: new Date(startAt.getTime() + (a.durationHours ?? 2) * 3_600_000) };
  }
  return {
    startAt: new Date(now.getTime() + (a.startDays ?? 0) * DAY_MS),
    endAt: new Date(now.getTime() + (a.endDays ?? 1) * DAY_MS),
  };
}

/**
 * Demo activities (issue 12) through the console and member services: an open wheel paid with scan
 * chances, scratch cards for points, a flash sale opening tomorrow at noon London time with
 * reservations, a raffle, a lottery drawn with its winners, a store check-in (code 2468), and an
 * ended wheel whose seed is revealed. Activities that have ended are played while open and then
 * moved into the past (history, not a rule), so every entry went through the services.
 */
export async function seedActivities(
  services: SeedServices,
  members: Map<string, bigint>,
): Promise<{ activities: number; entries: number }> {
  const db = services.database.db;
  const loyalty = await db.select({ id: prizes.id, name: prizes.name }).from(prizes);
  const prizeByName = new Map(loyalty.map((p) => [p.name.en_US ?? '', p]));
  const now = new Date();
  let entries = 0;
  for (const a of demo as DemoActivity[]) {
    const past = (a.endDays ?? 1) < 0;
    const { startAt, endAt } = past
      ? { startAt: new Date(now.getTime() - DAY_MS), endAt: new Date(now.getTime() + DAY_MS) }
      : windowOf(a, now);
    const png = await drawScene(a.scene, 'banner', a.palette, hash(a.slug));
    const cover = await services.uploads.image(null, png, 'file');
    const input = ActivitySaveSchema.parse({
      type: a.type,
      title: a.title,
      description: a.description,
      coverUrl: cover.url,
      startAt: startAt.toISOString(),
      endAt: endAt.toISOString(),
      cost: a.cost,
      perMemberLimit: a.perMemberLimit ?? null,
      seats: a.seats ?? null,
      checkInCode: a.checkInCode ?? null,
      noPrizeWeight: a.noPrizeWeight,
      prizes: a.prizes.map((p) => {
        const prize = need(prizeByName, p.prize);
        return { name: prize.name, stock: p.stock, weight: p.weight, prizeId: String(prize.id) };
      }),
    });
    const { id } = await services.activities.console.create(null, input);
    await services.activities.console.publish(null, id, 'en_US');
    for (const [i, slug] of (a.plays ?? []).entries()) {
      await services.draws.attend(need(members, slug), BigInt(id), `demo-${a.slug}-${i}`, langOf(slug));
      entries++;
    }
    for (const slug of a.reserve ?? []) {
      await services.reservations.reserve(need(members, slug), id, langOf(slug));
      entries++;
    }
    for (const slug of a.checkIn ?? []) {
      await services.reservations.checkIn(need(members, slug), { activityId: id, code: a.checkInCode ?? '' });
      entries++;
    }
    if (past) {
      const real = windowOf(a, now);
      await db
        .update(activities)
        .set({ startAt: real.startAt, endAt: real.endAt, updatedAt: sql`now()` })
        .where(eq(activities.id, BigInt(id)));
      if (a.type === 'lottery' || a.type === 'raffle') await drawActivity(db, BigInt(id));
      await backdate(
        services,
        BigInt(id),
        real.startAt,
        real.endAt,
        a.type === 'lottery' || a.type === 'raffle',
      );
    }
  }
  return { activities: demo.length, entries };
}

/** History, not a rule: an ended activity's entries spread over its window, its draw and wins at its end. */
async function backdate(services: SeedServices, id: bigint, startAt: Date, endAt: Date, drawn: boolean) {
  const db = services.database.db;
  const span = Math.max(1, endAt.getTime() - startAt.getTime() - 60_000);
  await db
    .update(activityEntries)
    .set({
      createdAt: sql`${startAt.toISOString()}::timestamptz + (${span}::float8 * ${activityEntries.entryNo} / (${activityEntries.entryNo} + 3)) * interval '1 millisecond'`,
    })
    .where(eq(activityEntries.activityId, id));
  await db
    .update(activityAwards)
    .set({
      createdAt: drawn
        ? endAt
        : sql`(select e.created_at from activity_entries e where e.id = ${activityAwards.entryId})`,
    })
    .where(eq(activityAwards.activityId, id));
  await db
    .update(activities)
    .set({
      drawnAt: sql`case when ${activities.drawnAt} is null then null else ${endAt.toISOString()}::timestamptz end`,
    })
    .where(eq(activities.id, id));
}
