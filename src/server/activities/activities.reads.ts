import { and, asc, count, desc, eq, gt, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '../../shared/i18n.ts';
import type {
  ActivityDetail,
  ActivityType,
  BrandActivityCard,
  OddsRow,
} from '../../shared/schemas/activities.ts';
import type { Db } from '../db/client.ts';
import { activities, activityEntries, activityPrizes, users } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { afterCursor, cut, usOf } from '../social/social.keyset.ts';
import type { ActivityRow, Ledgers } from './activities.entries.ts';
import { toCard, toDetail } from './activities.mapper.ts';
import { earlyAccessMs } from '../tiers/tiers.sql.ts';
import { oddsOf, type PrizeRow } from './activities.odds.ts';

export type ActivityTab = 'open' | 'upcoming' | 'ended';
export const RECOMMEND_MAX = 6;
export const BRAND_SPECIAL_MAX = 20;
/** `/activity/vape` shows at most this many activities of the followed brands. */
export const FOLLOWED_BRANDS_MAX = 50;

/** How each tab filters and orders: open by the soonest end, upcoming by the soonest start, ended newest end first. */
function tabOf(tab: ActivityTab, now: Date) {
  if (tab === 'open') {
    const where = and(lte(activities.startAt, now), gt(activities.endAt, now));
    return { where, time: activities.endAt, dir: 'asc' as const };
  }
  if (tab === 'upcoming')
    return { where: gt(activities.startAt, now), time: activities.startAt, dir: 'asc' as const };
  return { where: lte(activities.endAt, now), time: activities.endAt, dir: 'desc' as const };
}

/** What members read of published activities (drafts are 404 to them). */
export class ActivityReads {
  constructor(
    private readonly db: Db,
    private readonly ledgers: Ledgers,
    private readonly now: () => Date,
  ) {}

  private async published(id: bigint): Promise<ActivityRow> {
    const [row] = await this.db.select().from(activities).where(eq(activities.id, id));
    if (!row?.publishedAt) throw notFound();
    return row;
  }

  private prizesOf(id: bigint): Promise<PrizeRow[]> {
    return this.db
      .select()
      .from(activityPrizes)
      .where(eq(activityPrizes.activityId, id))
      .orderBy(asc(activityPrizes.sort), asc(activityPrizes.id));
  }

  async detail(id: bigint, viewer: bigint | null, lang: Lang): Promise<ActivityDetail> {
    const row = await this.published(id);
    const now = this.now();
    const mine = viewer === null ? null : await this.mine(row, viewer, now);
    const early = viewer !== null && row.type === 'reservation' ? await earlyAccessMs(this.db, viewer) : 0;
    return {
      ...toDetail(row, await this.prizesOf(row.id), lang, now, mine),
      opensForYouAt: early > 0 ? new Date(row.startAt.getTime() - early).toISOString() : null,
    };
  }

  /** The member's standing: entries and what is left, reservation state, proof of age, wallets. */
  private async mine(
    a: ActivityRow,
    userId: bigint,
    now: Date,
  ): Promise<NonNullable<ActivityDetail['mine']>> {
    const [agg] = await this.db
      .select({
        n: count(),
        entered: sql<boolean>`coalesce(bool_or(${activityEntries.status} = 'entered'), false)`,
        reserved: sql<boolean>`coalesce(bool_or(${activityEntries.status} = 'reserved'), false)`,
      })
      .from(activityEntries)
      .where(and(eq(activityEntries.activityId, a.id), eq(activityEntries.userId, userId)));
    const [user] = await this.db.select({ proof: users.proof }).from(users).where(eq(users.id, userId));
    const wallet = await this.ledgers.points.balance(userId);
    const entries = agg?.n ?? 0;
    let reservation: NonNullable<ActivityDetail['mine']>['reservation'] = null;
    if (a.type === 'reservation' && agg?.entered) reservation = 'entered';
    else if (a.type === 'reservation' && agg?.reserved) reservation = now >= a.endAt ? 'expired' : 'reserved';
    return {
      entries,
      left: a.perMemberLimit === null ? null : Math.max(0, a.perMemberLimit - entries),
      reservation,
      proofApproved: user?.proof ?? false,
      balance: wallet.balance,
      chances: wallet.chances,
    };
  }

  async list(q: { tab?: ActivityTab; type?: ActivityType; pageSize: number; cursor?: string }, lang: Lang) {
    const now = this.now();
    const tab = tabOf(q.tab ?? 'open', now);
    const filters: (SQL | undefined)[] = [
      isNotNull(activities.publishedAt),
      tab.where,
      q.type ? eq(activities.type, q.type) : undefined,
      afterCursor(q.cursor, tab.time, activities.id, tab.dir),
    ];
    const order =
      tab.dir === 'asc' ? [asc(tab.time), asc(activities.id)] : [desc(tab.time), desc(activities.id)];
    const rows = await this.db
      .select({ row: activities, us: usOf(tab.time) })
      .from(activities)
      .where(and(...filters))
      .orderBy(...order)
      .limit(q.pageSize + 1);
    const page = cut(rows, q.pageSize, (r) => r.row.id);
    return { list: page.list.map((r) => toCard(r.row, lang, now)), nextCursor: page.nextCursor };
  }

  async prizeList(activityId: bigint, lang: Lang): Promise<{ list: OddsRow[] }> {
    const row = await this.published(activityId);
    return { list: oddsOf(await this.prizesOf(row.id), row.noPrizeWeight, lang) };
  }

  /** Up to six open activities, the soonest to close first. */
  async recommend(lang: Lang) {
    return { list: (await this.list({ tab: 'open', pageSize: RECOMMEND_MAX }, lang)).list };
  }

  /** A brand page's activities that have not ended yet, the soonest to start first. */
  async byBrandSpecial(brandSpecialId: bigint, lang: Lang) {
    const now = this.now();
    const rows = await this.current([brandSpecialId], now, BRAND_SPECIAL_MAX);
    return { list: rows.map((r) => toCard(r, lang, now)) };
  }

  /** `/activity/vape`: the current activities of the given brand pages (those a member follows), each with its brand. */
  async byBrandSpecials(ids: bigint[], lang: Lang): Promise<{ list: BrandActivityCard[] }> {
    if (ids.length === 0) return { list: [] };
    const now = this.now();
    const rows = await this.current(ids, now, FOLLOWED_BRANDS_MAX);
    return {
      list: rows.map((r) => ({ ...toCard(r, lang, now), brandSpecialId: String(r.brandSpecialId) })),
    };
  }

  /** Published activities of the brand pages that have not ended, the soonest to start first. */
  private current(brandSpecialIds: bigint[], now: Date, limit: number) {
    return this.db
      .select()
      .from(activities)
      .where(
        and(
          isNotNull(activities.publishedAt),
          inArray(activities.brandSpecialId, brandSpecialIds),
          gt(activities.endAt, now),
        ),
      )
      .orderBy(asc(activities.startAt), asc(activities.id))
      .limit(limit);
  }

  /** Entries in all, distinct members, and the viewer's own (0 for visitors). */
  async attendNum(activityId: bigint, viewer: bigint | null) {
    // Both counters move with each entry under the activity's lock (takeEntry): no count over the entries.
    const row = await this.published(activityId);
    let mine = 0;
    if (viewer !== null) {
      const [own] = await this.db
        .select({ n: count() })
        .from(activityEntries)
        .where(and(eq(activityEntries.activityId, row.id), eq(activityEntries.userId, viewer)));
      mine = own?.n ?? 0;
    }
    return { entries: row.entryCount, members: row.memberCount, mine };
  }
}
