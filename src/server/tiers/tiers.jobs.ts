import { and, asc, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { memberTiers, pointsFlow, users } from '../db/schema.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import type { PointsService } from '../points/points.service.ts';
import type { TiersService } from './tiers.service.ts';

export const TIER_REVIEW_JOB = 'tiers.review';
export const BIRTHDAY_JOB = 'tiers.birthday';
const BATCH = 500;

/** The date in London (YYYY-MM-DD): birthdays and the daily jobs follow it. */
export const londonDate = (d: Date): string =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(d);

const leap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;

/**
 * The tiers' daily jobs on the job queue: the yearly reviews that fell due, and the birthday bonus
 * (docs/decisions/113). Each is enqueued once per London date (deduplicated by key, however many
 * instances tick) and safe to run twice: a review runs under the wallet lock and only when due, a
 * bonus is a flow row keyed `BIRTHDAY:<year>` checked under the wallet lock.
 */
export class TierJobs {
  private enqueuedFor = '';

  constructor(
    private readonly db: Db,
    private readonly jobs: JobsService,
    private readonly points: PointsService,
    private readonly tiers: TiersService,
    private readonly now: () => Date = () => new Date(),
  ) {
    jobs.register(TIER_REVIEW_JOB, async () => void (await this.review()), { concurrency: 1 });
    jobs.register(BIRTHDAY_JOB, async () => void (await this.birthdays()), { concurrency: 1 });
  }

  /** Enqueues the day's jobs from each queue tick (the app calls it outside tests). */
  schedule(): void {
    this.jobs.onTick(() => this.enqueueDue());
  }

  async enqueueDue(): Promise<void> {
    const date = londonDate(this.now());
    if (date === this.enqueuedFor) return;
    for (const kind of [TIER_REVIEW_JOB, BIRTHDAY_JOB]) {
      await this.jobs.enqueue(this.db, { kind, dedupeKey: `${kind}:${date}`, maxAttempts: 5 });
    }
    this.enqueuedFor = date;
  }

  /** Reviews every member whose review fell due; how many were reviewed. */
  async review(): Promise<number> {
    let done = 0;
    for (;;) {
      const due = await this.db
        .select({ userId: memberTiers.userId })
        .from(memberTiers)
        .where(lte(memberTiers.reviewAt, this.now()))
        .orderBy(asc(memberTiers.reviewAt))
        .limit(BATCH);
      for (const { userId } of due) await this.tiers.state.reviewOne(userId);
      done += due.length;
      if (due.length < BATCH) return done;
    }
  }

  /**
   * Pays today's birthdays (London date; 29 February in other years on the 28th) their tier's bonus;
   * how many were paid.
   */
  async birthdays(): Promise<number> {
    const today = londonDate(this.now());
    const year = Number(today.slice(0, 4));
    const days = [today.slice(5)];
    if (days[0] === '02-28' && !leap(year)) days.push('02-29');
    const born = await this.db
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          isNull(users.deletedAt),
          sql`to_char(${users.birthday}, 'MM-DD') in (${sql.join(
            days.map((d) => sql`${d}`),
            sql`, `,
          )})`,
        ),
      );
    let paid = 0;
    for (const { id } of born) if (await this.payBirthday(id, year)) paid++;
    return paid;
  }

  /** The year's bonus, once: the key is looked for under the wallet lock. */
  async payBirthday(userId: bigint, year: number): Promise<boolean> {
    const key = `BIRTHDAY:${year}`;
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`insert into point_wallets (user_id) values (${userId}) on conflict do nothing`);
      await tx.execute(sql`select 1 from point_wallets where user_id = ${userId} for update`);
      const [paid] = await tx
        .select({ id: pointsFlow.id })
        .from(pointsFlow)
        .where(and(sql`${pointsFlow.userId} = ${userId}`, sql`${pointsFlow.idempotencyKey} = ${key}`))
        .limit(1);
      if (paid) return false;
      const { tier } = await this.tiers.tierOf(tx, userId);
      if (tier.birthdayBonus <= 0) return false;
      await this.points.change(tx, {
        userId,
        delta: tier.birthdayBonus,
        ruleCode: 'BIRTHDAY',
        ref: `${tier.code}:${year}`,
        idempotencyKey: key,
      });
      return true;
    });
  }
}
