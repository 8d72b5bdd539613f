import { sql } from 'drizzle-orm';
import { bigserial, bigint, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  FEEDBACK_TYPES,
  REPORT_OUTCOMES,
  REPORT_STATES,
  REPORT_TARGETS,
  WORK_ORDER_STATES,
} from '../../../shared/schemas/support.ts';
import { users } from './auth.ts';
import { ts } from './columns.ts';
import { redeems } from './prizes.ts';

/** An after-sales request (`workOrder`): `accepting` is shown as unsolved, `accepted` as solved. */
export const workOrders = pgTable(
  'work_orders',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** Human-readable and unique (`W` + date + sequence), quoted to support. */
    number: text('number').notNull(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    pictures: text('pictures')
      .array()
      .notNull()
      .default(sql`'{}'`),
    /** The redemption order it is about (spec §9: not delivered 30 days after). */
    redeemId: bigint('redeem_id', { mode: 'bigint' }).references(() => redeems.id, { onDelete: 'set null' }),
    state: text('state', { enum: WORK_ORDER_STATES }).notNull().default('accepting'),
    /** The member's interface language when they wrote (support answers in it). */
    lang: text('lang').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    closedAt: ts('closed_at'),
  },
  (t) => [
    uniqueIndex('work_orders_number_key').on(t.number),
    index('work_orders_user_idx').on(
      t.userId,
      t.state,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('work_orders_state_idx').on(t.state, t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** The conversation of a work order: the member's messages and support's answers, oldest first. */
export const workOrderMessages = pgTable(
  'work_order_messages',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    workOrderId: bigint('work_order_id', { mode: 'bigint' })
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    /** `member` or `support`; support's author is the admin who answered. */
    side: text('side', { enum: ['member', 'support'] }).notNull(),
    authorId: bigint('author_id', { mode: 'bigint' }).references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    pictures: text('pictures')
      .array()
      .notNull()
      .default(sql`'{}'`),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('work_order_messages_order_idx').on(t.workOrderId, t.id)],
);

export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: FEEDBACK_TYPES }).notNull(),
    content: text('content').notNull(),
    pictures: text('pictures')
      .array()
      .notNull()
      .default(sql`'{}'`),
    contact: text('contact'),
    lang: text('lang').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('feedback_user_idx').on(t.userId, t.id),
    index('feedback_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Who reported, as spec §6 asks (id, name, email, nickname), copied when the report is made. */
export interface ReporterSnapshot {
  userId: string;
  userName: string;
  email: string;
  nickName: string | null;
}

/** What a product report (`productReport/add`) says about a counterfeit or bad product. */
export interface ProductReportDetails {
  productName: string;
  salesStore: string;
  shopNames: string | null;
  contact: string;
  reportTime: string;
  /** The code a non-genuine scan read, when the report came from `/fake`. */
  code: string | null;
}

/**
 * Reports of content, members and products, one table so that a member sees one list and support one
 * queue. `target_id` is null for a product report. One open report per member and target.
 */
export const reports = pgTable(
  'reports',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** Human-readable and unique (`R` + date + sequence), shown to the reporter. */
    number: text('number').notNull(),
    reporterId: bigint('reporter_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reporter: jsonb('reporter').$type<ReporterSnapshot>().notNull(),
    targetType: text('target_type', { enum: REPORT_TARGETS }).notNull(),
    targetId: bigint('target_id', { mode: 'bigint' }),
    /** The member whose content (or self) was reported, for the queue and for warnings. */
    targetOwnerId: bigint('target_owner_id', { mode: 'bigint' }).references(() => users.id, {
      onDelete: 'set null',
    }),
    /** What the reported thing said when reported (title or text), so support reads what was seen. */
    targetSnippet: text('target_snippet'),
    reasonType: text('reason_type').notNull(),
    text: text('text'),
    pictures: text('pictures')
      .array()
      .notNull()
      .default(sql`'{}'`),
    product: jsonb('product').$type<ProductReportDetails>(),
    state: text('state', { enum: REPORT_STATES }).notNull().default('submitted'),
    outcome: text('outcome', { enum: REPORT_OUTCOMES }),
    lang: text('lang').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [
    uniqueIndex('reports_number_key').on(t.number),
    uniqueIndex('reports_open_key')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.state} <> 'completed' and ${t.targetId} is not null`),
    index('reports_reporter_idx').on(t.reporterId, t.state, t.id.desc().nullsFirst()),
    index('reports_recent_idx').on(t.reporterId, t.createdAt),
    index('reports_queue_idx')
      .on(t.targetType, t.targetId)
      .where(sql`${t.state} <> 'completed'`),
  ],
);
