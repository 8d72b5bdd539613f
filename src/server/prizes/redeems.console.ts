import { and, desc, eq, lt } from 'drizzle-orm';
import type { Lang } from '../../shared/i18n.ts';
import type { RedeemAdmin, ShipTo } from '../../shared/schemas/prizes.ts';
import type { Db } from '../db/client.ts';
import { prizes, redeems, users } from '../db/schema.ts';
import { orderFields } from './prizes.orders.ts';
import { pick } from './prizes.service.ts';

type Status = RedeemAdmin['status'];
const CSV_PAGE = 500;
const CSV_COLUMNS = [
  'orderNo',
  'status',
  'createdAt',
  'prize',
  'quantity',
  'points',
  'memberEmail',
  'name',
  'phone',
  'country',
  'area',
  'city',
  'county',
  'address',
  'postalCode',
  'carrier',
  'trackingNo',
  'shippedAt',
] as const;

/** One CSV field: quoted when it holds a comma, quote or line break; formulas defused for spreadsheets. */
export function csvField(value: string | number | null): string {
  let s = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Redemption orders as the console sees them: every member's, with who ordered and where it ships. */
export class RedeemsConsole {
  constructor(private readonly db: Db) {}

  private async page(status: Status | undefined, pageSize: number, cursor: bigint | undefined) {
    return this.db
      .select({ r: redeems, email: users.email, nickName: users.nickName, prizeName: prizes.name })
      .from(redeems)
      .innerJoin(users, eq(users.id, redeems.userId))
      .innerJoin(prizes, eq(prizes.id, redeems.prizeId))
      .where(
        and(
          status ? eq(redeems.status, status) : undefined,
          cursor === undefined ? undefined : lt(redeems.id, cursor),
        ),
      )
      .orderBy(desc(redeems.id))
      .limit(pageSize);
  }

  async list(lang: Lang, q: { status?: Status; pageSize: number; cursor?: string }) {
    const rows = await this.page(q.status, q.pageSize + 1, q.cursor ? BigInt(q.cursor) : undefined);
    const page = rows.slice(0, q.pageSize);
    const list: RedeemAdmin[] = page.map(({ r, email, nickName, prizeName }) => ({
      ...orderFields(r),
      prizeName: pick(prizeName, lang),
      image: null,
      member: { id: String(r.userId), email, nickName },
    }));
    return { list, nextCursor: rows.length > q.pageSize ? (list.at(-1)?.id ?? null) : null };
  }

  /** The orders as CSV (header, then one line per order, newest first), read 500 at a time. */
  async *csv(lang: Lang, status: Status | undefined): AsyncGenerator<string> {
    yield `${CSV_COLUMNS.join(',')}\n`;
    let cursor: bigint | undefined;
    for (;;) {
      const rows = await this.page(status, CSV_PAGE, cursor);
      let piece = '';
      for (const { r, email, prizeName } of rows) {
        const to = r.shipTo as ShipTo;
        const line = [
          r.orderNo,
          r.status,
          r.createdAt.toISOString(),
          pick(prizeName, lang),
          r.quantity,
          r.points,
          email,
          `${to.firstName} ${to.lastName}`.trim(),
          to.phone,
          to.country,
          to.area,
          to.city,
          to.county,
          to.address,
          to.postalCode,
          r.carrier,
          r.trackingNo,
          r.shippedAt?.toISOString() ?? null,
        ];
        piece += `${line.map(csvField).join(',')}\n`;
      }
      if (piece) yield piece;
      if (rows.length < CSV_PAGE) return;
      cursor = rows.at(-1)?.r.id;
    }
  }
}
