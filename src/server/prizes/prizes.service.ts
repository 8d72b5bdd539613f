import { SUPPORT_AFTER_DAYS } from '../../shared/schemas/support.ts';
import { and, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm';
import type { Lang } from '../../shared/i18n.ts';
import type {
  PrizeDetail,
  PrizeListItem,
  PrizeSave,
  Redeem,
  RedeemResult,
} from '../../shared/schemas/prizes.ts';
import type { AddressService } from '../address/address.service.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { audit } from '../console/console.ts';
import type { Db } from '../db/client.ts';
import { prizes, redeems, type Localised } from '../db/schema.ts';
import { once } from '../http/idempotency.ts';
import { AppError, notFound } from '../http/errors.ts';
import { newOrderNo, orderFields, shipToOf } from './prizes.orders.ts';
import { openForRedeems } from '../support/work-orders.reads.ts';
import { wonInOf } from './prizes.won.ts';
import type { PointsService } from '../points/points.service.ts';
import { tellShipped } from './prizes.notices.ts';
import type { NoticeMails } from '../notifications/notice-mails.ts';
import { minTierOf, type PrizeTiers } from './prizes.tiers.ts';

type PrizeRow = typeof prizes.$inferSelect;
type RedeemRow = typeof redeems.$inferSelect;

const outOfStock = () => new AppError(409, 'OUT_OF_STOCK', 'prizes.outOfStock');
const limitReached = () => new AppError(409, 'LIMIT_REACHED', 'prizes.limitReached');
const alreadyShipped = () => new AppError(409, 'ALREADY_SHIPPED', 'prizes.alreadyShipped');

/** Reads a localised text in `lang`, falling back to English, then to any language. */
export function pick(text: Localised, lang: Lang): string {
  return text[lang] ?? text.en_US ?? Object.values(text)[0] ?? '';
}

const localised = (value: PrizeSave['name']): Localised =>
  typeof value === 'string'
    ? { en_US: value, ru_RU: value, ko_KR: value, zh_CN: value }
    : Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));

const adminView = (p: PrizeRow) => ({
  id: String(p.id),
  name: p.name,
  description: p.description,
  points: p.points,
  stock: p.stock,
  images: p.images,
  limitPerUser: p.limitPerUser,
  onSale: p.onSale,
  minTierCode: p.minTierCode,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

/**
 * Prizes and their redemption. A redemption takes stock, checks the member's limit, spends points and
 * writes the order in one transaction. Locks are always taken in the same order — the prize row (by
 * the conditional stock update), then the member's wallet (by the points service) — so concurrent
 * redemptions queue up instead of deadlocking.
 */
const DAY_MS = 86_400_000;

export class PrizesService {
  constructor(
    private readonly db: Db,
    private readonly points: PointsService,
    private readonly address: AddressService,
    private readonly mails: NoticeMails,
    /** Tier-only prizes (issue 39): the minimum tier's name, the member's tier, a code's existence. */
    private readonly tiers: PrizeTiers,
  ) {}

  async list(lang: Lang, pageSize: number, cursor: string | undefined) {
    const rows = await this.db
      .select()
      .from(prizes)
      .where(and(eq(prizes.onSale, true), cursor ? lt(prizes.id, BigInt(cursor)) : undefined))
      .orderBy(desc(prizes.id))
      .limit(pageSize + 1);
    const page = rows.slice(0, pageSize);
    const list = await this.tiers.list();
    return {
      list: page.map((p): PrizeListItem => ({
        id: String(p.id),
        name: pick(p.name, lang),
        points: p.points,
        stock: p.stock,
        image: p.images[0] ?? null,
        minTier: minTierOf(p, list, lang),
      })),
      nextCursor: rows.length > pageSize ? String(page.at(-1)?.id) : null,
    };
  }

  async detail(id: string, lang: Lang): Promise<PrizeDetail> {
    const [p] = await this.db
      .select()
      .from(prizes)
      .where(and(eq(prizes.id, BigInt(id)), eq(prizes.onSale, true)));
    if (!p) throw notFound();
    return {
      id: String(p.id),
      name: pick(p.name, lang),
      description: pick(p.description, lang),
      points: p.points,
      stock: p.stock,
      images: p.images,
      limitPerUser: p.limitPerUser,
      minTier: minTierOf(p, await this.tiers.list(), lang),
    };
  }

  redeem(
    userId: bigint,
    key: string,
    input: { prizeId: string; addressId: string; quantity?: number | undefined },
    lang: Lang = 'en_US',
  ): Promise<RedeemResult> {
    const quantity = input.quantity ?? 1;
    const body = { prizeId: input.prizeId, addressId: input.addressId, quantity };
    return once(this.db, { userId, key, scope: 'prizes.redeem', body }, async (tx) => {
      const address = await this.address.ownedBy(userId, BigInt(input.addressId), tx);
      const prizeId = BigInt(input.prizeId);
      // Lock 1: the prize row. The conditional update never oversells, and it holds the row until
      // commit, so the limit count below sees every earlier redemption of this prize.
      const [taken] = await tx
        .update(prizes)
        .set({ stock: sql`${prizes.stock} - ${quantity}` })
        .where(and(eq(prizes.id, prizeId), eq(prizes.onSale, true), gte(prizes.stock, quantity)))
        .returning();
      if (!taken) {
        const [exists] = await tx
          .select({ id: prizes.id })
          .from(prizes)
          .where(and(eq(prizes.id, prizeId), eq(prizes.onSale, true)));
        throw exists ? outOfStock() : notFound();
      }
      // A tier-only prize below its tier: 409 TIER_REQUIRED, and the stock taken above rolls back.
      if (taken.minTierCode !== null) await this.tiers.require(tx, userId, taken.minTierCode, lang);
      if (taken.limitPerUser !== null) {
        const [mine] = await tx
          .select({ n: sql<string>`coalesce(sum(${redeems.quantity}), 0)` })
          .from(redeems)
          .where(
            // Points spends only: prizes won in activities ship as 0-point orders without a flow.
            and(eq(redeems.prizeId, prizeId), eq(redeems.userId, userId), isNotNull(redeems.flowId)),
          );
        if (Number(mine?.n ?? 0) + quantity > taken.limitPerUser) throw limitReached();
      }
      const cost = taken.points * quantity;
      // Lock 2: the member's wallet (NOT_ENOUGH_POINTS rolls the stock back with everything else).
      const spent = await this.points.change(tx, {
        userId,
        delta: -cost,
        ruleCode: 'REDEEM',
        ref: `prize:${prizeId}`,
        idempotencyKey: key,
      });
      const [order] = await tx
        .insert(redeems)
        .values({
          orderNo: newOrderNo(),
          userId,
          prizeId,
          quantity,
          points: cost,
          addressId: address.id,
          shipTo: shipToOf(address),
          flowId: BigInt(spent.flowId),
        })
        .returning({ id: redeems.id, orderNo: redeems.orderNo });
      if (!order) throw new Error('redeem row not written');
      return { redeemId: String(order.id), orderNo: order.orderNo, balance: spent.balance };
    });
  }

  private async view(rows: RedeemRow[], lang: Lang): Promise<Redeem[]> {
    const ids = [...new Set(rows.map((r) => r.prizeId))];
    const found = ids.length
      ? await this.db
          .select({ id: prizes.id, name: prizes.name, images: prizes.images })
          .from(prizes)
          .where(sql`${prizes.id} in ${ids}`)
      : [];
    const byId = new Map(found.map((p) => [p.id, p]));
    const support = await openForRedeems(
      this.db,
      null,
      rows.map((r) => r.id),
    );
    const won = await wonInOf(
      this.db,
      rows.filter((r) => r.flowId === null).map((r) => r.id),
    );
    return rows.map((r) => {
      const p = byId.get(r.prizeId);
      const w = won.get(r.id);
      return {
        ...orderFields(r),
        prizeName: p ? pick(p.name, lang) : '',
        image: p?.images[0] ?? null,
        supportDue: Date.now() - r.createdAt.getTime() >= SUPPORT_AFTER_DAYS * DAY_MS,
        workOrderId: support.has(r.id) ? String(support.get(r.id)) : null,
        wonIn: w ? { activityId: String(w.activityId), type: w.type, title: pick(w.title, lang) } : null,
      };
    });
  }

  async myRedeems(userId: bigint, lang: Lang, pageSize: number, cursor: string | undefined) {
    const rows = await this.db
      .select()
      .from(redeems)
      .where(and(eq(redeems.userId, userId), cursor ? lt(redeems.id, BigInt(cursor)) : undefined))
      .orderBy(desc(redeems.id))
      .limit(pageSize + 1);
    const page = rows.slice(0, pageSize);
    return {
      list: await this.view(page, lang),
      nextCursor: rows.length > pageSize ? String(page.at(-1)?.id) : null,
    };
  }

  /** Another member's order is a 404, as if it did not exist. */
  async myRedeem(userId: bigint, id: string, lang: Lang): Promise<Redeem> {
    const [row] = await this.db
      .select()
      .from(redeems)
      .where(and(eq(redeems.id, BigInt(id)), eq(redeems.userId, userId)));
    if (!row) throw notFound();
    const [view] = await this.view([row], lang);
    if (!view) throw notFound();
    return view;
  }

  /** A new delivery address, only while the order has not shipped. */
  async changeAddress(userId: bigint, redeemId: string, addressId: string, lang: Lang): Promise<Redeem> {
    await this.db.transaction(async (tx) => {
      const address = await this.address.ownedBy(userId, BigInt(addressId), tx);
      const [moved] = await tx
        .update(redeems)
        .set({ addressId: address.id, shipTo: shipToOf(address) })
        .where(
          and(eq(redeems.id, BigInt(redeemId)), eq(redeems.userId, userId), eq(redeems.status, 'placed')),
        )
        .returning({ id: redeems.id });
      if (moved) return;
      const [exists] = await tx
        .select({ id: redeems.id })
        .from(redeems)
        .where(and(eq(redeems.id, BigInt(redeemId)), eq(redeems.userId, userId)));
      throw exists ? alreadyShipped() : notFound();
    });
    return this.myRedeem(userId, redeemId, lang);
  }

  // --- console ---------------------------------------------------------------------------------

  /** `actor` null: demo data written by the seed runner, which is no console write to audit. */
  async create(actor: AuthContext | null, input: PrizeSave) {
    await this.tiers.checkCode(input.minTierCode, 'minTierCode');
    return this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(prizes)
        .values({
          name: localised(input.name),
          description: localised(input.description),
          points: input.points,
          stock: input.stock,
          images: input.images ?? [],
          limitPerUser: input.limitPerUser ?? null,
          onSale: input.onSale ?? true,
          minTierCode: input.minTierCode ?? null,
        })
        .returning();
      if (!row) throw new Error('prize not written');
      if (actor)
        await audit(tx, { actor, action: 'prizes.create', target: `prize:${row.id}`, after: adminView(row) });
      return { id: String(row.id) };
    });
  }

  /** Stock may go up or down, never below zero (the check constraint backs the 409 up). */
  async update(actor: AuthContext, id: string, input: PrizeSave) {
    await this.tiers.checkCode(input.minTierCode, 'minTierCode');
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(prizes)
        .where(eq(prizes.id, BigInt(id)))
        .for('update');
      if (!before) throw notFound();
      if (input.stock < 0) throw new AppError(409, 'STOCK_NEGATIVE', 'prizes.stockNegative');
      const [after] = await tx
        .update(prizes)
        .set({
          name: localised(input.name),
          description: localised(input.description),
          points: input.points,
          stock: input.stock,
          images: input.images ?? before.images,
          limitPerUser: input.limitPerUser === undefined ? before.limitPerUser : input.limitPerUser,
          onSale: input.onSale ?? before.onSale,
          minTierCode: input.minTierCode === undefined ? before.minTierCode : input.minTierCode,
          updatedAt: sql`now()`,
        })
        .where(eq(prizes.id, before.id))
        .returning();
      if (!after) throw notFound();
      await audit(tx, {
        actor,
        action: 'prizes.update',
        target: `prize:${id}`,
        before: adminView(before),
        after: adminView(after),
      });
      return adminView(after);
    });
  }

  async adminGet(id: string) {
    const [row] = await this.db
      .select()
      .from(prizes)
      .where(eq(prizes.id, BigInt(id)));
    if (!row) throw notFound();
    return adminView(row);
  }

  async adminList(pageSize: number, cursor: string | undefined) {
    const rows = await this.db
      .select()
      .from(prizes)
      .where(cursor ? lt(prizes.id, BigInt(cursor)) : undefined)
      .orderBy(desc(prizes.id))
      .limit(pageSize + 1);
    const page = rows.slice(0, pageSize);
    return { list: page.map(adminView), nextCursor: rows.length > pageSize ? String(page.at(-1)?.id) : null };
  }

  async ship(actor: AuthContext, id: string, input: { carrier?: string | null; trackingNo?: string | null }) {
    return this.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(redeems)
        .where(eq(redeems.id, BigInt(id)))
        .for('update');
      if (!before) throw notFound();
      if (before.status !== 'placed') throw alreadyShipped();
      const [after] = await tx
        .update(redeems)
        .set({
          status: 'shipped',
          carrier: input.carrier ?? null,
          trackingNo: input.trackingNo ?? null,
          shippedAt: sql`now()`,
        })
        .where(eq(redeems.id, before.id))
        .returning();
      if (after) await tellShipped(tx, this.mails, after);
      const pickShip = (r: RedeemRow | undefined) =>
        r && { status: r.status, carrier: r.carrier, trackingNo: r.trackingNo, shippedAt: r.shippedAt };
      await audit(tx, {
        actor,
        action: 'redeems.ship',
        target: `redeem:${id}`,
        before: pickShip(before),
        after: pickShip(after),
      });
      return { id, status: 'shipped' as const };
    });
  }
}
