import { sql } from 'drizzle-orm';
import { bigserial, bigint, boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';
import { ts } from './columns.ts';

/** A member's delivery addresses (spec §3); one default per member. */
export const addresses = pgTable(
  'addresses',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone').notNull(),
    /** ISO 3166-1 alpha-3. */
    country: text('country').notNull(),
    area: text('area').notNull(),
    city: text('city').notNull(),
    county: text('county').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId, t.id),
    uniqueIndex('addresses_one_default_idx')
      .on(t.userId)
      .where(sql`${t.isDefault}`),
  ],
);
