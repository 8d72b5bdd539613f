import type { UploadsService } from '../uploads/uploads.service.ts';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Lang } from '../../shared/i18n.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { audit } from '../console/console.ts';
import type { Db, Tx } from '../db/client.ts';
import { activities, activityPrizes, brandSpecials, prizes } from '../db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '../http/errors.ts';
import { afterCursor, cut, usOf } from '../social/social.keyset.ts';
import type { ActivityRow } from './activities.entries.ts';
import { auditView, toConsoleActivity } from './activities.mapper.ts';
import type { PrizeRow } from './activities.odds.ts';
import {
  activityValues,
  keepsPromises,
  newSeed,
  prizeValues,
  type ActivitySaveInput,
} from './activities.values.ts';

/**
 * The console's activities (`/api/console/activities`): drafts change freely; publication fixes the
 * times, cost, limits, odds and prizes (members and the committed seed rely on them), leaving the
 * title, description and cover editable. Every write and its audit row share one transaction;
 * `actor` null is the demo seed, which is no console write.
 */
export class ActivitiesConsole {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly uploads: Pick<UploadsService, 'owned'>,
  ) {}

  /** Pictures must be uploads: the actor's own or the system's (the seed's), else 400 naming the field. */
  private async assertImages(actor: AuthContext | null, input: ActivitySaveInput, tx: Tx) {
    const wanted: [string, string][] = [];
    if (input.coverUrl) wanted.push(['coverUrl', input.coverUrl]);
    input.prizes.forEach((p, i) => {
      if (p.imageUrl) wanted.push([`prizes.${i}.imageUrl`, p.imageUrl]);
    });
    const known = await this.uploads.owned(
      actor?.user.id ?? 0n,
      wanted.map(([, url]) => url),
      tx,
    );
    const stranger = wanted.find(([, url]) => !known.has(url));
    if (stranger) throw badRequest(stranger[0], 'content.imageNotOurs', 'IMAGE_NOT_OURS');
  }

  private async prizesOf(id: bigint, db: Db | Tx = this.db): Promise<PrizeRow[]> {
    return db
      .select()
      .from(activityPrizes)
      .where(eq(activityPrizes.activityId, id))
      .orderBy(asc(activityPrizes.sort), asc(activityPrizes.id));
  }

  /** 400 naming the field for a loyalty prize or brand page that does not exist. */
  private async assertRefs(input: ActivitySaveInput, tx: Tx) {
    const wanted = input.prizes.flatMap((p) => (p.prizeId ? [BigInt(p.prizeId)] : []));
    if (wanted.length > 0) {
      const found = await tx.select({ id: prizes.id }).from(prizes).where(inArray(prizes.id, wanted));
      const known = new Set(found.map((f) => f.id));
      const i = input.prizes.findIndex((p) => p.prizeId && !known.has(BigInt(p.prizeId)));
      if (i >= 0) throw badRequest(`prizes.${i}.prizeId`, 'validation.invalid', 'UNKNOWN_PRIZE');
    }
    if (input.brandSpecialId) {
      const [page] = await tx
        .select({ id: brandSpecials.id })
        .from(brandSpecials)
        .where(eq(brandSpecials.id, BigInt(input.brandSpecialId)));
      if (!page) throw badRequest('brandSpecialId', 'content.unknownBrandSpecial', 'UNKNOWN_BRAND_SPECIAL');
    }
  }

  private async locked(id: string, tx: Tx): Promise<ActivityRow> {
    const [row] = await tx
      .select()
      .from(activities)
      .where(eq(activities.id, BigInt(id)))
      .for('update');
    if (!row) throw notFound();
    return row;
  }

  create(actor: AuthContext | null, input: ActivitySaveInput): Promise<{ id: string }> {
    return this.db.transaction(async (tx) => {
      await this.assertRefs(input, tx);
      await this.assertImages(actor, input, tx);
      const [row] = await tx
        .insert(activities)
        .values({ ...activityValues(input), ...newSeed(), createdBy: actor?.user.id ?? null })
        .returning();
      if (!row) throw new Error('activity not written');
      const values = prizeValues(input, row.id);
      const prizeRows = values.length > 0 ? await tx.insert(activityPrizes).values(values).returning() : [];
      if (actor) {
        const after = auditView(row, prizeRows);
        await audit(tx, { actor, action: 'activities.create', target: `activity:${row.id}`, after });
      }
      return { id: String(row.id) };
    });
  }

  /** A draft is replaced whole (its prizes too); a published activity takes title, description and cover only. */
  update(actor: AuthContext | null, id: string, input: ActivitySaveInput, lang: Lang) {
    return this.db.transaction(async (tx) => {
      const before = await this.locked(id, tx);
      await this.assertImages(actor, input, tx);
      const prizesBefore = await this.prizesOf(before.id, tx);
      const v = activityValues(input);
      let prizeRows = prizesBefore;
      if (before.publishedAt) {
        if (!keepsPromises(before, prizesBefore, v, input)) {
          throw new AppError(409, 'NOT_EDITABLE', 'activity.notEditable');
        }
      } else {
        await this.assertRefs(input, tx);
        await tx.delete(activityPrizes).where(eq(activityPrizes.activityId, before.id));
        const values = prizeValues(input, before.id);
        prizeRows = values.length > 0 ? await tx.insert(activityPrizes).values(values).returning() : [];
      }
      const set = before.publishedAt
        ? { title: v.title, description: v.description, coverUrl: v.coverUrl }
        : v;
      const [row] = await tx
        .update(activities)
        .set({ ...set, updatedAt: this.now() })
        .where(eq(activities.id, before.id))
        .returning();
      if (!row) throw notFound();
      if (actor) {
        await audit(tx, {
          actor,
          action: 'activities.update',
          target: `activity:${id}`,
          before: auditView(before, prizesBefore),
          after: auditView(row, prizeRows),
        });
      }
      return toConsoleActivity(row, prizeRows, lang, this.now());
    });
  }

  /** Makes the draft visible; its seed hash is already fixed, so the commitment precedes any entry. */
  publish(actor: AuthContext | null, id: string, lang: Lang) {
    return this.db.transaction(async (tx) => {
      const before = await this.locked(id, tx);
      if (before.publishedAt) throw conflict('ALREADY_PUBLISHED', 'activity.alreadyPublished');
      const [row] = await tx
        .update(activities)
        .set({ publishedAt: this.now(), updatedAt: this.now() })
        .where(eq(activities.id, before.id))
        .returning();
      if (!row) throw notFound();
      const prizeRows = await this.prizesOf(row.id, tx);
      if (actor) {
        await audit(tx, {
          actor,
          action: 'activities.publish',
          target: `activity:${id}`,
          before: { publishedAt: null },
          after: { publishedAt: row.publishedAt },
        });
      }
      return toConsoleActivity(row, prizeRows, lang, this.now());
    });
  }

  /** Drafts included: the preview shows one as members will see it. */
  async get(id: string, lang: Lang) {
    const [row] = await this.db
      .select()
      .from(activities)
      .where(eq(activities.id, BigInt(id)));
    if (!row) throw notFound();
    return toConsoleActivity(row, await this.prizesOf(row.id), lang, this.now());
  }

  /** Newest first (keyset on created_at, id). */
  async list(lang: Lang, pageSize: number, cursor: string | undefined) {
    const rows = await this.db
      .select({ row: activities, us: usOf(activities.createdAt) })
      .from(activities)
      .where(afterCursor(cursor, activities.createdAt, activities.id, 'desc'))
      .orderBy(desc(activities.createdAt), desc(activities.id))
      .limit(pageSize + 1);
    const page = cut(rows, pageSize, (r) => r.row.id);
    const ids = page.list.map((r) => r.row.id);
    const all =
      ids.length > 0
        ? await this.db
            .select()
            .from(activityPrizes)
            .where(inArray(activityPrizes.activityId, ids))
            .orderBy(asc(activityPrizes.sort), asc(activityPrizes.id))
        : [];
    const now = this.now();
    return {
      list: page.list.map(({ row }) =>
        toConsoleActivity(
          row,
          all.filter((p) => p.activityId === row.id),
          lang,
          now,
        ),
      ),
      nextCursor: page.nextCursor,
    };
  }
}
