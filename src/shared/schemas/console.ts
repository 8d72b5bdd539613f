import { z } from 'zod';
import { DaySchema, pageOf, PageQuerySchema, text } from './common.ts';

/** `GET /api/console/me`: the signed-in admin, and how long the console stays open without use. */
export const ConsoleMeSchema = z.object({
  id: z.string(),
  email: z.string(),
  nickName: z.string().nullable(),
  idleMinutes: z.number().int(),
});
export type ConsoleMe = z.infer<typeof ConsoleMeSchema>;

/** `GET /api/console/audit`: console writes, newest first, filtered by actor, target, action and days. */
export const AuditQuerySchema = PageQuerySchema.extend({
  /** A part of the actor's email. */
  actor: text().trim().max(100, { error: 'validation.tooLong' }).optional(),
  /** `prize:3`, or a kind alone (`prize`) for every target of it. */
  target: text()
    .trim()
    .regex(/^[a-zA-Z_.]{1,40}(:[A-Za-z0-9_.-]{1,60})?$/, { error: 'validation.invalid' })
    .optional(),
  action: text()
    .trim()
    .regex(/^[a-zA-Z_.]{1,60}$/, { error: 'validation.invalid' })
    .optional(),
  from: DaySchema.optional(),
  to: DaySchema.optional(),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.string(),
  actor: z.object({ id: z.string(), email: z.string(), nickName: z.string().nullable() }),
  action: z.string(),
  target: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditPageSchema = pageOf(AuditEntrySchema);
