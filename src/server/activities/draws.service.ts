import { eq } from 'drizzle-orm';
import type { Lang } from '../../shared/i18n.ts';
import type { AttendResult, DrawLog } from '../../shared/schemas/activities.ts';
import type { Db, Tx } from '../db/client.ts';
import { pointWallets } from '../db/schema.ts';
import { once } from '../http/idempotency.ts';
import type { JobsService } from '../jobs/jobs.service.ts';
import { pick } from '../points/points.service.ts';
import { lockActivity, type ActivityRow, type Ledgers } from './activities.entries.ts';
import { assertOpen, enter } from './draws.entries.ts';
import { earlyAccessMs } from '../tiers/tiers.sql.ts';
import type { Entered } from './draws.instant.ts';
import { drawLogOf, myEntriesOf } from './draws.log.ts';

/**
 * Entries and draws: instant draws (wheel, scratch card) against the published odds and live stock,
 * entries of raffles and lotteries, their draw at the close (a job, run once), the public draw log.
 */
export class DrawsService {
  constructor(
    protected readonly db: Db,
    protected readonly ledgers: Ledgers,
    protected readonly jobs: JobsService,
    protected readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * `attend/{id}`: one draw or entry per Idempotency-Key, in one transaction behind the activity's
   * row lock (entries of one activity queue up, so entry numbers and stock move in log order).
   */
  attend(userId: bigint, activityId: bigint, key: string, lang: Lang): Promise<AttendResult> {
    return once(
      this.db,
      { userId, key, scope: 'activity.attend', body: { activityId: String(activityId) } },
      async (tx) => {
        const a = await lockActivity(tx, activityId);
        // Flash sales open earlier for tiers with early access (issue 39).
        assertOpen(a, this.now(), a.type === 'reservation' ? await earlyAccessMs(tx, userId) : 0);
        const entered = await enter(tx, this.ledgers, a, userId);
        return this.result(tx, a, entered, userId, lang);
      },
    );
  }

  private async result(
    tx: Tx,
    a: ActivityRow,
    { entry, paid, prize, awardId }: Entered,
    userId: bigint,
    lang: Lang,
  ): Promise<AttendResult> {
    const [wallet] = await tx
      .select({ balance: pointWallets.balance })
      .from(pointWallets)
      .where(eq(pointWallets.userId, userId));
    return {
      entryNo: entry.entryNo,
      won: prize !== null,
      segment: entry.segment,
      ...(prize
        ? { prize: { id: String(prize.id), name: pick(prize.name, lang), imageUrl: prize.imageUrl } }
        : {}),
      proof: { seedHash: a.seedHash, entryNo: entry.entryNo },
      paid: { kind: paid.kind, amount: paid.amount },
      balance: wallet?.balance ?? 0,
      chances: await this.ledgers.chances.balance(userId, tx),
      awardId: awardId === null ? null : String(awardId),
    };
  }

  /** `attendResult/{id}`: my entries, newest first. */
  myEntries(userId: bigint, activityId: bigint, lang: Lang) {
    return myEntriesOf(this.db, activityId, userId, lang);
  }

  /** `drawLog/{id}`: public; the seed only after the end. */
  drawLog(activityId: bigint, lang: Lang, page?: { cursor?: string; pageSize: number }): Promise<DrawLog> {
    return drawLogOf(this.db, activityId, lang, this.now(), page);
  }
}
