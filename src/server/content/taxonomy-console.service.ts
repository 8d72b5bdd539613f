import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  BannerSaveSchema,
  BrandSpecialSaveSchema,
  CategorySaveSchema,
  TopicSaveSchema,
} from '../../shared/schemas/content.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { audit } from '../console/console.ts';
import type { Db, Tx } from '../db/client.ts';
import {
  articles,
  banners,
  brandSpecials,
  categories,
  kolMembers,
  topics,
  users,
  type Localised,
} from '../db/schema.ts';
import { AppError, badRequest, notFound } from '../http/errors.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import type {
  BannerRow,
  BrandSpecialRow,
  CategoryRow,
  TaxonomyRepository,
  TopicRow,
} from './taxonomy.repository.ts';

type CategorySave = z.output<typeof CategorySaveSchema>;
type TopicSave = z.output<typeof TopicSaveSchema>;
type BannerSave = z.output<typeof BannerSaveSchema>;
type BrandSpecialSave = z.output<typeof BrandSpecialSaveSchema>;

/** A plain string is stored for every language; a map keeps the languages given. */
export const localised = (value: CategorySave['name']): Localised =>
  typeof value === 'string'
    ? { en_US: value, ru_RU: value, ko_KR: value, zh_CN: value }
    : Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));

// The console sees every language; these are also what the audit log keeps.
const iso = (d: Date | null) => d?.toISOString() ?? null;
const categoryView = (r: CategoryRow) => ({ id: String(r.id), name: r.name, sort: r.sort });
const topicView = (r: TopicRow) => ({ id: String(r.id), name: r.name });
const bannerView = (r: BannerRow) => ({
  id: String(r.id),
  title: r.title,
  imageUrl: r.imageUrl,
  link: r.link,
  sort: r.sort,
  startAt: iso(r.startAt),
  endAt: iso(r.endAt),
});
const brandSpecialView = (r: BrandSpecialRow) => ({
  id: String(r.id),
  name: r.name,
  description: r.description,
  logoUrl: r.logoUrl,
  coverUrl: r.coverUrl,
  sort: r.sort,
});

/** What one console write did: the audit row's target and its before/after, and the answer. */
interface Change<R> {
  target: string;
  before?: unknown;
  after?: unknown;
  result: R;
}

/**
 * The brand console's side of the taxonomy (`/api/console/content/...`) and the KOL mark. Every write
 * is audited in its own transaction; `actor` null is the demo seed, which is no console write.
 */
export class TaxonomyConsole {
  constructor(
    private readonly db: Db,
    private readonly repo: TaxonomyRepository,
    private readonly uploads: Pick<UploadsService, 'owned'>,
    /** Called after each committed write: articles show category, topic and KOL data. */
    private readonly changed: () => void,
  ) {}

  async categories() {
    return { list: (await this.repo.categories()).map(categoryView) };
  }

  async topics(keyword: string | undefined, size: number, cursor: string | undefined) {
    const page = await this.repo.topicsPage(keyword, size, cursor);
    return { list: page.rows.map(topicView), nextCursor: page.nextCursor };
  }

  async banners() {
    return { list: (await this.repo.banners()).map(bannerView) };
  }

  async brandSpecials() {
    return { list: (await this.repo.brandSpecials()).map(brandSpecialView) };
  }

  async kolList() {
    const rows = await this.repo.kolMembers();
    return { list: rows.map((r) => ({ userId: String(r.userId), nickName: r.nickName ?? r.userName })) };
  }

  // --- writes ------------------------------------------------------------------------------------

  /** Runs one write and its audit row together; the write answering null is a 404. */
  private write<R>(actor: AuthContext | null, action: string, run: (tx: Tx) => Promise<Change<R> | null>) {
    const result = this.db.transaction(async (tx) => {
      const change = await run(tx);
      if (!change) throw notFound();
      if (actor) await audit(tx, { actor, action, ...change });
      return change.result;
    });
    return result.then((r) => (this.changed(), r));
  }

  /** Pictures must be uploads (the actor's or the system's); the seed may use the system's only. */
  private async assertOurs(actor: AuthContext | null, fields: Record<string, string | null | undefined>) {
    const urls = Object.values(fields).filter((u): u is string => Boolean(u));
    const known = await this.uploads.owned(actor?.user.id ?? 0n, urls);
    for (const [field, url] of Object.entries(fields)) {
      if (url && !known.has(url)) throw badRequest(field, 'content.imageNotOurs', 'IMAGE_NOT_OURS');
    }
  }

  createCategory(actor: AuthContext | null, input: CategorySave) {
    return this.write(actor, 'content.categories.create', async (tx) => {
      const [row] = await tx
        .insert(categories)
        .values({ name: localised(input.name), sort: input.sort ?? 0 })
        .returning();
      return row
        ? { target: `category:${row.id}`, after: categoryView(row), result: categoryView(row) }
        : null;
    });
  }

  updateCategory(actor: AuthContext, id: string, input: CategorySave) {
    return this.write(actor, 'content.categories.update', async (tx) => {
      const [before] = await tx
        .select()
        .from(categories)
        .where(eq(categories.id, BigInt(id)))
        .for('update');
      if (!before) return null;
      const [row] = await tx
        .update(categories)
        .set({ name: localised(input.name), sort: input.sort ?? before.sort })
        .where(eq(categories.id, before.id))
        .returning();
      if (!row) return null;
      return {
        target: `category:${id}`,
        before: categoryView(before),
        after: categoryView(row),
        result: categoryView(row),
      };
    });
  }

  /** Its articles stay, without a category (the foreign key sets it null). */
  removeCategory(actor: AuthContext, id: string) {
    return this.write(actor, 'content.categories.delete', async (tx) => {
      const [row] = await tx
        .delete(categories)
        .where(eq(categories.id, BigInt(id)))
        .returning();
      return row ? { target: `category:${id}`, before: categoryView(row), result: null } : null;
    });
  }

  createTopic(actor: AuthContext | null, input: TopicSave) {
    return this.write(actor, 'content.topics.create', async (tx) => {
      const [row] = await tx
        .insert(topics)
        .values({ name: localised(input.name) })
        .returning();
      return row ? { target: `topic:${row.id}`, after: topicView(row), result: topicView(row) } : null;
    });
  }

  updateTopic(actor: AuthContext, id: string, input: TopicSave) {
    return this.write(actor, 'content.topics.update', async (tx) => {
      const [before] = await tx
        .select()
        .from(topics)
        .where(eq(topics.id, BigInt(id)))
        .for('update');
      if (!before) return null;
      const [row] = await tx
        .update(topics)
        .set({ name: localised(input.name) })
        .where(eq(topics.id, before.id))
        .returning();
      if (!row) return null;
      return {
        target: `topic:${id}`,
        before: topicView(before),
        after: topicView(row),
        result: topicView(row),
      };
    });
  }

  /** `topic_ids` is an array without a foreign key: the topic leaves its articles here. */
  removeTopic(actor: AuthContext, id: string) {
    return this.write(actor, 'content.topics.delete', async (tx) => {
      const topicId = BigInt(id);
      const [row] = await tx.delete(topics).where(eq(topics.id, topicId)).returning();
      if (!row) return null;
      await tx
        .update(articles)
        .set({ topicIds: sql`array_remove(${articles.topicIds}, ${topicId}::bigint)` })
        .where(sql`${articles.topicIds} @> array[${topicId}::bigint]`);
      return { target: `topic:${id}`, before: topicView(row), result: null };
    });
  }

  private async bannerValues(actor: AuthContext | null, input: BannerSave) {
    const startAt = input.startAt ? new Date(input.startAt) : null;
    const endAt = input.endAt ? new Date(input.endAt) : null;
    if (startAt && endAt && endAt <= startAt)
      throw badRequest('endAt', 'validation.invalid', 'END_BEFORE_START');
    await this.assertOurs(actor, { imageUrl: input.imageUrl });
    return {
      title: localised(input.title),
      imageUrl: input.imageUrl,
      link: input.link ?? null,
      sort: input.sort ?? 0,
      startAt,
      endAt,
    };
  }

  async createBanner(actor: AuthContext | null, input: BannerSave) {
    const values = await this.bannerValues(actor, input);
    return this.write(actor, 'content.banners.create', async (tx) => {
      const [row] = await tx.insert(banners).values(values).returning();
      return row ? { target: `banner:${row.id}`, after: bannerView(row), result: bannerView(row) } : null;
    });
  }

  async updateBanner(actor: AuthContext, id: string, input: BannerSave) {
    const values = await this.bannerValues(actor, input);
    return this.write(actor, 'content.banners.update', async (tx) => {
      const [before] = await tx
        .select()
        .from(banners)
        .where(eq(banners.id, BigInt(id)))
        .for('update');
      if (!before) return null;
      const [row] = await tx.update(banners).set(values).where(eq(banners.id, before.id)).returning();
      if (!row) return null;
      return {
        target: `banner:${id}`,
        before: bannerView(before),
        after: bannerView(row),
        result: bannerView(row),
      };
    });
  }

  removeBanner(actor: AuthContext, id: string) {
    return this.write(actor, 'content.banners.delete', async (tx) => {
      const [row] = await tx
        .delete(banners)
        .where(eq(banners.id, BigInt(id)))
        .returning();
      return row ? { target: `banner:${id}`, before: bannerView(row), result: null } : null;
    });
  }

  private async brandSpecialValues(actor: AuthContext | null, input: BrandSpecialSave) {
    await this.assertOurs(actor, { logoUrl: input.logoUrl, coverUrl: input.coverUrl });
    return {
      name: localised(input.name),
      description: localised(input.description),
      logoUrl: input.logoUrl ?? null,
      coverUrl: input.coverUrl ?? null,
      sort: input.sort ?? 0,
    };
  }

  async createBrandSpecial(actor: AuthContext | null, input: BrandSpecialSave) {
    const values = await this.brandSpecialValues(actor, input);
    return this.write(actor, 'content.brandSpecials.create', async (tx) => {
      const [row] = await tx.insert(brandSpecials).values(values).returning();
      if (!row) return null;
      const after = brandSpecialView(row);
      return { target: `brandSpecial:${row.id}`, after, result: after };
    });
  }

  async updateBrandSpecial(actor: AuthContext, id: string, input: BrandSpecialSave) {
    const values = await this.brandSpecialValues(actor, input);
    return this.write(actor, 'content.brandSpecials.update', async (tx) => {
      const [before] = await tx
        .select()
        .from(brandSpecials)
        .where(eq(brandSpecials.id, BigInt(id)))
        .for('update');
      if (!before) return null;
      const [row] = await tx
        .update(brandSpecials)
        .set(values)
        .where(eq(brandSpecials.id, before.id))
        .returning();
      if (!row) return null;
      const after = brandSpecialView(row);
      return { target: `brandSpecial:${id}`, before: brandSpecialView(before), after, result: after };
    });
  }

  /** Its articles stay, detached (the foreign key sets it null). */
  removeBrandSpecial(actor: AuthContext, id: string) {
    return this.write(actor, 'content.brandSpecials.delete', async (tx) => {
      const [row] = await tx
        .delete(brandSpecials)
        .where(eq(brandSpecials.id, BigInt(id)))
        .returning();
      return row ? { target: `brandSpecial:${id}`, before: brandSpecialView(row), result: null } : null;
    });
  }

  /** Marks or unmarks a member as a key opinion leader; marking twice changes nothing. */
  async setKol(actor: AuthContext | null, userId: string, kol: boolean) {
    const id = BigInt(userId);
    const done = await this.db.transaction(async (tx) => {
      const [before] = await tx
        .select({
          kol: sql<boolean>`exists (select 1 from ${kolMembers} where ${kolMembers.userId} = ${id})`,
        })
        .from(users)
        .where(eq(users.id, id));
      if (!before) throw new AppError(404, 'MEMBER_NOT_FOUND', 'content.notMember');
      if (kol) await tx.insert(kolMembers).values({ userId: id }).onConflictDoNothing();
      else await tx.delete(kolMembers).where(eq(kolMembers.userId, id));
      if (actor) {
        await audit(tx, {
          actor,
          action: 'content.kol.set',
          target: `user:${userId}`,
          before: { kol: before.kol },
          after: { kol },
        });
      }
      return { userId, kol };
    });
    this.changed();
    return done;
  }
}
