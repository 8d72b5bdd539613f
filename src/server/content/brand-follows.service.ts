import { and, count, desc, eq } from 'drizzle-orm';
import type { Lang } from '../../shared/i18n.ts';
import type { BrandFollowed, MyBrandStatistics } from '../../shared/schemas/content.ts';
import type { Db } from '../db/client.ts';
import { brandFollows, brandSpecials } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';
import { pick } from '../prizes/prizes.service.ts';

const unknownBrand = () => new AppError(404, 'NOT_FOUND', 'content.unknownBrandSpecial');

/**
 * Members following brand pages (decision 104). The follower count is counted over
 * `brand_follows_brand_idx` rather than stored, so it cannot drift.
 */
export class BrandFollows {
  constructor(private readonly db: Db) {}

  /** Follows or unfollows; a repeat changes nothing. An unknown brand is a 404 either way. */
  async save(userId: bigint, brandSpecialId: bigint, follow: boolean): Promise<BrandFollowed> {
    const [brand] = await this.db
      .select({ id: brandSpecials.id })
      .from(brandSpecials)
      .where(eq(brandSpecials.id, brandSpecialId));
    if (!brand) throw unknownBrand();
    const mine = and(eq(brandFollows.userId, userId), eq(brandFollows.brandSpecialId, brandSpecialId));
    if (follow) await this.db.insert(brandFollows).values({ userId, brandSpecialId }).onConflictDoNothing();
    else await this.db.delete(brandFollows).where(mine);
    return { followed: follow, followerCount: await this.followerCount(brandSpecialId) };
  }

  /** The page's followers and whether `viewer` is one (false for visitors). */
  async standing(brandSpecialId: bigint, viewer: bigint | null) {
    const [followerCount, followed] = await Promise.all([
      this.followerCount(brandSpecialId),
      viewer === null
        ? Promise.resolve(false)
        : this.db
            .select({ one: brandFollows.userId })
            .from(brandFollows)
            .where(and(eq(brandFollows.userId, viewer), eq(brandFollows.brandSpecialId, brandSpecialId)))
            .then((rows) => rows.length > 0),
    ]);
    return { followerCount, followed };
  }

  /** The ids of the brand pages `userId` follows (for the activities of `/activity/vape`). */
  async followedIds(userId: bigint): Promise<bigint[]> {
    const rows = await this.db
      .select({ id: brandFollows.brandSpecialId })
      .from(brandFollows)
      .where(eq(brandFollows.userId, userId));
    return rows.map((r) => r.id);
  }

  /** `myStatistics/brandSpecial`: how many brands the member follows, and which, newest first. */
  async mine(userId: bigint, lang: Lang): Promise<MyBrandStatistics> {
    const rows = await this.db
      .select({
        id: brandSpecials.id,
        name: brandSpecials.name,
        logoUrl: brandSpecials.logoUrl,
        at: brandFollows.createdAt,
      })
      .from(brandFollows)
      .innerJoin(brandSpecials, eq(brandSpecials.id, brandFollows.brandSpecialId))
      .where(eq(brandFollows.userId, userId))
      .orderBy(desc(brandFollows.createdAt), desc(brandFollows.brandSpecialId));
    return {
      followingCount: rows.length,
      list: rows.map((r) => ({
        id: String(r.id),
        name: pick(r.name, lang),
        logoUrl: r.logoUrl,
        followedAt: r.at.toISOString(),
      })),
    };
  }

  private async followerCount(brandSpecialId: bigint): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(brandFollows)
      .where(eq(brandFollows.brandSpecialId, brandSpecialId));
    return row?.n ?? 0;
  }
}
