import { and, count, desc, eq, lt, ne, sql } from 'drizzle-orm';
import {
  ADDRESSES_MAX,
  type Address,
  type AddressPage,
  type AddressSaveParsed,
} from '../../shared/schemas/address.ts';
import type { Db, Tx } from '../db/client.ts';
import { addresses } from '../db/schema.ts';
import { conflict, notFound } from '../http/errors.ts';

export type AddressRow = typeof addresses.$inferSelect;

/** A namespace for this feature's advisory locks, so they never meet another feature's. */
const LOCK_SPACE = 0x61646472; // 'addr'

/** A member's delivery addresses. Another member's address is a 404, never a 403. */
export class AddressService {
  constructor(private readonly db: Db) {}

  /** The address if it is `userId`'s, else 404 (for redemption and shipping: pass the transaction). */
  async ownedBy(userId: bigint, id: bigint, tx: Tx | Db = this.db): Promise<AddressRow> {
    const [row] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!row) throw notFound();
    return row;
  }

  /** The default first, then the newest; the cursor is opaque to callers. */
  async list(userId: bigint, pageSize: number, cursor: string | undefined): Promise<AddressPage> {
    const after = cursor === undefined ? null : decodeCursor(cursor);
    if (cursor !== undefined && !after) return { list: [], nextCursor: null };
    // Keyset over (isDefault desc, id desc): the default row sorts before every other row.
    const keyset = after
      ? after.isDefault
        ? sql`(${addresses.isDefault} = false or ${addresses.id} < ${after.id})`
        : and(eq(addresses.isDefault, false), lt(addresses.id, after.id))
      : undefined;
    const rows = await this.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, userId), keyset))
      .orderBy(desc(addresses.isDefault), desc(addresses.id))
      .limit(pageSize + 1);
    const page = rows.slice(0, pageSize);
    const last = page.at(-1);
    return {
      list: page.map(toAddress),
      nextCursor: rows.length > pageSize && last ? encodeCursor(last) : null,
    };
  }

  async get(userId: bigint, id: bigint): Promise<Address> {
    return toAddress(await this.ownedBy(userId, id));
  }

  /**
   * Adds or updates an address. One default per member: the member's writes are serialised by an
   * advisory lock, so two saves marking different defaults at once end with exactly one (the later).
   * The first address is the default; the default cannot be unset, only moved to another address.
   */
  async save(userId: bigint, input: AddressSaveParsed): Promise<Address> {
    return this.db.transaction(async (tx) => {
      await lockMember(tx, userId);
      const fields = {
        firstName: input.firstName,
        lastName: input.lastName,
        phone: input.phone,
        country: input.country,
        area: input.area,
        city: input.city,
        county: input.county,
        address: input.address,
        postalCode: input.postalCode ?? null,
      };
      let row: AddressRow | undefined;
      if (input.id) {
        const current = await this.ownedBy(userId, BigInt(input.id), tx);
        const makeDefault = input.isDefault === true && !current.isDefault;
        if (makeDefault) await clearDefault(tx, userId);
        [row] = await tx
          .update(addresses)
          .set({ ...fields, isDefault: current.isDefault || makeDefault, updatedAt: new Date() })
          .where(eq(addresses.id, current.id))
          .returning();
      } else {
        const [{ n } = { n: 0 }] = await tx
          .select({ n: count() })
          .from(addresses)
          .where(eq(addresses.userId, userId));
        if (n >= ADDRESSES_MAX) throw conflict('ADDRESS_LIMIT', 'address.limit');
        const makeDefault = n === 0 || input.isDefault === true;
        if (makeDefault && n > 0) await clearDefault(tx, userId);
        [row] = await tx
          .insert(addresses)
          .values({ ...fields, userId, isDefault: makeDefault })
          .returning();
      }
      if (!row) throw notFound();
      return toAddress(row);
    });
  }

  /** Deletes the address; when it was the default, the newest remaining one becomes the default. */
  async delete(userId: bigint, id: bigint): Promise<void> {
    await this.db.transaction(async (tx) => {
      await lockMember(tx, userId);
      const current = await this.ownedBy(userId, id, tx);
      await tx.delete(addresses).where(eq(addresses.id, current.id));
      if (!current.isDefault) return;
      const [newest] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(and(eq(addresses.userId, userId), ne(addresses.id, current.id)))
        .orderBy(desc(addresses.id))
        .limit(1);
      if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
    });
  }
}

async function lockMember(tx: Tx, userId: bigint): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_SPACE}, ${Number(userId % 2147483647n)}::int)`);
}

async function clearDefault(tx: Tx, userId: bigint): Promise<void> {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
}

function encodeCursor(row: AddressRow): string {
  return `${row.isDefault ? 'd' : 'n'}${row.id.toString(36)}`;
}

function decodeCursor(cursor: string): { isDefault: boolean; id: bigint } | null {
  const match = /^([dn])([0-9a-z]{1,13})$/.exec(cursor);
  if (!match?.[1] || !match[2]) return null;
  let id = 0n;
  for (const ch of match[2]) id = id * 36n + BigInt(parseInt(ch, 36));
  if (id > 9_223_372_036_854_775_807n) return null;
  return { isDefault: match[1] === 'd', id };
}

/** The response shape: ids as text, times as ISO strings. */
export function toAddress(row: AddressRow): Address {
  return {
    id: String(row.id),
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    country: row.country,
    area: row.area,
    city: row.city,
    county: row.county,
    address: row.address,
    postalCode: row.postalCode,
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
