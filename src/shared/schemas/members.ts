import { z } from 'zod';
import { pageOf, PageQuerySchema, text } from './common.ts';

/** The console's members (issue 16): search by email or nickname, newest first. */
export const MemberSearchQuerySchema = PageQuerySchema.extend({
  q: text().trim().max(100, { error: 'validation.tooLong' }).optional(),
});

export const ConsoleMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  nickName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  countryCode: z.string(),
  birthday: z.string().nullable(),
  createdAt: z.string(),
  balance: z.number().int(),
  chances: z.number().int(),
  /** Proof of age approved. */
  proof: z.boolean(),
  suspendedUntil: z.string().nullable(),
  isAdmin: z.boolean(),
  deletionScheduledAt: z.string().nullable(),
});
export type ConsoleMember = z.infer<typeof ConsoleMemberSchema>;
export const ConsoleMemberPageSchema = pageOf(ConsoleMemberSchema);

/** One line of a member's points flow, as the console reads it. */
export const ConsolePointsRowSchema = z.object({
  id: z.string(),
  delta: z.number().int(),
  balanceAfter: z.number().int(),
  ruleCode: z.string(),
  /** The rule's name in the caller's language. */
  ruleTitle: z.string(),
  ref: z.string().nullable(),
  createdAt: z.string(),
});
export const ConsolePointsPageSchema = pageOf(ConsolePointsRowSchema);
