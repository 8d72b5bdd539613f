import { and, asc, eq, sql } from 'drizzle-orm';
import {
  roundCoordinate,
  type StoreList,
  type StoreShared,
  type StoreShareParsed,
} from '../../shared/schemas/stores.ts';
import type { Db, Tx } from '../db/client.ts';
import { pointsFlow, storeProducts, storeShares, stores } from '../db/schema.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { ReadCache } from '../infra/read-cache.ts';
import type { PointsService } from '../points/points.service.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { normaliseName } from './stores.geo.ts';
import {
  myShares,
  nearby,
  storeDetail,
  storeProducts as reportedProducts,
  storeRatings,
  top3,
  type NearQuery,
} from './stores.reads.ts';
import { existingProducts, sameStore } from './stores.repository.ts';

/** First key of the two-key advisory locks on store names (the second is the name's hash). */
const STORE_NAME_LOCK = 727_010;
const SHARE_RULE = 'SHARE_STORE';

/**
 * Serialises every write about stores of one normalised name: a share looking for the same store
 * within 50 m and inserting one if none, and a removal that may delete the store, so two shares of a
 * new store cannot both insert it and a share never joins a store that is being deleted.
 */
const lockName = (tx: Tx, normalized: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(${STORE_NAME_LOCK}::int, hashtext(${normalized}))`);

/** Shared stores, their ratings and the nearby search (issue 10). */
export class StoresService {
  constructor(
    protected readonly db: Db,
    protected readonly points: PointsService,
    protected readonly uploads: UploadsService,
    /**
     * Nearby and city answers, shared by everyone who asks the same (docs/decisions/124); emptied
     * after every committed change of a store. Without it every search reads afresh.
     */
    private readonly lists?: ReadCache<StoreList>,
  ) {}

  /** After a committed change of a store (a share, its removal, moderation): lists are read afresh. */
  forgetLists(): void {
    this.lists?.clear();
  }

  /**
   * Shares and rates a store. The same normalised name within SAME_STORE_METRES is the same store
   * (`merged`); one share per member and store, a second one updates it. A new share earns
   * SHARE_STORE once per member and store, in the same transaction as the counters.
   */
  async share(userId: bigint, input: StoreShareParsed): Promise<StoreShared> {
    const normalized = normaliseName(input.name) || input.name.trim().toLowerCase();
    const productIds = [...new Set((input.productIds ?? []).map((id) => BigInt(id)))];
    const shared = await this.db.transaction(async (tx) => {
      const owned = await this.uploads.owned(userId, [input.photoUrl], tx);
      if (!owned.has(input.photoUrl)) throw badRequest('photoUrl', 'content.imageNotOurs');
      const known = await existingProducts(tx, productIds);
      if (productIds.some((id) => !known.has(id))) throw badRequest('productIds', 'catalogue.unknownProduct');

      await lockName(tx, normalized);
      const found = await sameStore(tx, normalized, input.lat, input.lng);
      const storeId = found ?? (await this.insertStore(tx, userId, normalized, input));
      const { shareId, pointsAwarded } = await this.writeShare(tx, storeId, userId, input);
      if (productIds.length > 0) {
        await tx
          .insert(storeProducts)
          .values(productIds.map((productId) => ({ storeId, productId, userId })))
          .onConflictDoNothing();
      }
      return { storeId: String(storeId), shareId: String(shareId), merged: found !== null, pointsAwarded };
    });
    this.forgetLists();
    return shared;
  }

  private async insertStore(tx: Tx, userId: bigint, normalized: string, input: StoreShareParsed) {
    const [row] = await tx
      .insert(stores)
      .values({
        name: input.name,
        normalizedName: normalized,
        type: input.type,
        lat: input.lat,
        lng: input.lng,
        country: input.country,
        area: input.area,
        city: input.city,
        county: input.county,
        address: input.address,
        postalCode: input.postalCode ?? null,
        photoUrl: input.photoUrl,
        createdBy: userId,
      })
      .returning({ id: stores.id });
    if (!row) throw new Error('store not inserted');
    return row.id;
  }

  /** The member's share: a new one counts and pays; sharing again replaces score, text and photo. */
  private async writeShare(tx: Tx, storeId: bigint, userId: bigint, input: StoreShareParsed) {
    const fields = { score: input.score, text: input.text ?? null, photoUrl: input.photoUrl };
    const [created] = await tx
      .insert(storeShares)
      .values({ storeId, userId, ...fields })
      .onConflictDoNothing()
      .returning({ id: storeShares.id });
    if (created) {
      const pointsAwarded = await this.award(tx, userId, storeId);
      if (pointsAwarded > 0) {
        await tx.update(storeShares).set({ pointsAwarded }).where(eq(storeShares.id, created.id));
      }
      await tx
        .update(stores)
        .set({
          shareCount: sql`${stores.shareCount} + 1`,
          ratingCount: sql`${stores.ratingCount} + 1`,
          ratingSum: sql`${stores.ratingSum} + ${input.score}`,
          updatedAt: sql`now()`,
        })
        .where(eq(stores.id, storeId));
      return { shareId: created.id, pointsAwarded };
    }
    const [before] = await tx
      .select({ id: storeShares.id, score: storeShares.score })
      .from(storeShares)
      .where(and(eq(storeShares.storeId, storeId), eq(storeShares.userId, userId)))
      .for('update');
    if (!before) throw new Error('store share vanished under the name lock');
    await tx
      .update(storeShares)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(storeShares.id, before.id));
    await tx
      .update(stores)
      .set({ ratingSum: sql`${stores.ratingSum} + ${input.score - before.score}`, updatedAt: sql`now()` })
      .where(eq(stores.id, storeId));
    return { shareId: before.id, pointsAwarded: 0 };
  }

  /**
   * SHARE_STORE once per member and store: the ledger key outlives the share, so removing a share
   * and sharing the store again pays nothing. Answers what was paid.
   */
  private async award(tx: Tx, userId: bigint, storeId: bigint): Promise<number> {
    const paid = await this.points.earnOnce(
      tx,
      userId,
      SHARE_RULE,
      `${SHARE_RULE}:store:${storeId}`,
      `store:${storeId}`,
    );
    if (!paid) return 0;
    const [flow] = await tx
      .select({ delta: pointsFlow.delta })
      .from(pointsFlow)
      .where(eq(pointsFlow.id, BigInt(paid.flowId)));
    return flow?.delta ?? 0;
  }

  /**
   * Removes the member's own share of a store (404 when they have none, so nobody else's share can
   * be touched), with its counters and product reports; the store goes with its last share.
   */
  async remove(userId: bigint, storeId: bigint): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [store] = await tx
        .select({ normalizedName: stores.normalizedName })
        .from(stores)
        .where(eq(stores.id, storeId));
      if (!store) throw notFound();
      await lockName(tx, store.normalizedName);
      const [gone] = await tx
        .delete(storeShares)
        .where(and(eq(storeShares.storeId, storeId), eq(storeShares.userId, userId)))
        .returning({ score: storeShares.score, photoUrl: storeShares.photoUrl });
      if (!gone) throw notFound();
      await tx
        .delete(storeProducts)
        .where(and(eq(storeProducts.storeId, storeId), eq(storeProducts.userId, userId)));
      const [left] = await tx
        .update(stores)
        .set({
          shareCount: sql`${stores.shareCount} - 1`,
          ratingCount: sql`${stores.ratingCount} - 1`,
          ratingSum: sql`${stores.ratingSum} - ${gone.score}`,
          updatedAt: sql`now()`,
        })
        .where(eq(stores.id, storeId))
        .returning({ shareCount: stores.shareCount, photoUrl: stores.photoUrl });
      if (!left || left.shareCount === 0) {
        await tx.delete(stores).where(eq(stores.id, storeId));
      } else if (left.photoUrl === gone.photoUrl) {
        await this.replacePhoto(tx, storeId);
      }
    });
    this.forgetLists();
  }

  /** The store's picture becomes the oldest remaining share's. */
  private async replacePhoto(tx: Tx, storeId: bigint) {
    const [oldest] = await tx
      .select({ photoUrl: storeShares.photoUrl })
      .from(storeShares)
      .where(eq(storeShares.storeId, storeId))
      .orderBy(asc(storeShares.createdAt), asc(storeShares.id))
      .limit(1);
    await tx
      .update(stores)
      .set({ photoUrl: oldest?.photoUrl ?? null })
      .where(eq(stores.id, storeId));
  }

  /**
   * The nearby search around the point rounded to 4 decimal places (about 11 m, what a phone's
   * position is worth), so that everyone asking from the same spot shares one answer; or a city's.
   */
  near(query: NearQuery): Promise<StoreList> {
    const at =
      query.lat === undefined || query.lng === undefined
        ? query
        : { ...query, lat: roundCoordinate(query.lat), lng: roundCoordinate(query.lng) };
    if (!this.lists) return nearby(this.db, at);
    const key = `${at.lat ?? ''}:${at.lng ?? ''}:${at.radiusKm ?? ''}:${at.type ?? ''}:${at.city ?? ''}`;
    return this.lists.get(key, () => nearby(this.db, at));
  }

  detail(id: bigint, viewer: bigint | null) {
    return storeDetail(this.db, id, viewer);
  }

  ratings(storeId: bigint, viewer: bigint | null, pageSize?: number, cursor?: string) {
    return storeRatings(this.db, storeId, viewer, pageSize, cursor);
  }

  /** The caller's own shares (`/my/shares`), newest first. */
  mine(userId: bigint, pageSize?: number, cursor?: string) {
    return myShares(this.db, userId, pageSize, cursor);
  }

  top3(point: { lat: number; lng: number } | null) {
    return top3(this.db, point);
  }

  products(storeId: bigint) {
    return reportedProducts(this.db, storeId);
  }
}
