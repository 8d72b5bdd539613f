import { z } from 'zod';
import { CodeSchema } from './auth.ts';
import { IdSchema } from './ids.ts';

/**
 * Privacy self-service (issue 17): signed-in devices, "download my data", account deletion and the
 * consent record. Each limit is defined once here for the pages and the server.
 */

/** Days between asking for deletion and the erasure; signing in within them cancels it. */
export const DELETION_GRACE_DAYS = 14;
/** Days an export's download link works. */
export const EXPORT_VALID_DAYS = 7;

/**
 * The version (the date at the top of the text) of each policy a member accepts. Raising one asks
 * every member to accept again at their next visit (`consentsDue`).
 */
export const POLICY_VERSIONS = { terms: '2026-11-01', privacy: '2026-11-01' } as const;
export const POLICY_KINDS = ['terms', 'privacy'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];

export const CONSENT_KINDS = ['terms', 'privacy', 'cookies', 'marketing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];
export const COOKIE_CHOICES = ['all', 'essential'] as const;
export type CookieChoice = (typeof COOKIE_CHOICES)[number];

export const EXPORT_STATES = ['queued', 'running', 'ready', 'failed'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

export const DEVICE_TYPES = ['mobile', 'tablet', 'desktop'] as const;

export const UserSessionSchema = z.object({
  id: z.string(),
  /** "Chrome 131", "Mobile Safari 17" — from the sign-in's user agent; null when unknown. */
  browser: z.string().nullable(),
  /** "Windows 10", "iOS 17.0"; null when unknown. */
  os: z.string().nullable(),
  /** "Apple iPhone", "Samsung SM-S918B"; null for most computers. */
  device: z.string().nullable(),
  deviceType: z.enum(DEVICE_TYPES),
  /** ISO 3166-1 alpha-2, or null when the sign-in's place is unknown. */
  country: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  /** The session making this request. */
  current: z.boolean(),
});
export type UserSession = z.infer<typeof UserSessionSchema>;
export const UserSessionListSchema = z.object({ list: z.array(UserSessionSchema) });
export const SessionParamsSchema = z.object({ id: IdSchema });
export const RevokedSchema = z.object({ revoked: z.number().int() });

export const ExportStartedSchema = z.object({ exportId: z.string() });
export const ExportParamsSchema = z.object({ exportId: IdSchema });
/** `?as=link`: the download as a short-lived link (JSON) instead of the file or a redirect. */
export const ExportDownloadQuerySchema = z.object({ as: z.enum(['link']).optional() });
/** A presigned link to the archive in the bucket (5 minutes); null when the app serves it itself. */
export const ExportLinkSchema = z.object({ url: z.string().nullable() });
export const ExportStatusSchema = z.object({
  exportId: z.string(),
  status: z.enum(EXPORT_STATES),
  /** The download address (behind the member's session) once ready and until it expires. */
  url: z.string().optional(),
  expiresAt: z.string().optional(),
  bytes: z.number().optional(),
  createdAt: z.string(),
  expired: z.boolean(),
});
export type ExportStatus = z.infer<typeof ExportStatusSchema>;
/** The member's newest export, if any (the privacy page shows it). */
export const LatestExportSchema = z.object({ latest: ExportStatusSchema.nullable() });

export const DeleteAccountSchema = z.object({
  code: CodeSchema,
  /** Keep posts and comments as "deleted member" (true), or delete them (false). */
  keepContent: z.boolean({ error: 'validation.invalid' }),
});
export type DeleteAccount = z.input<typeof DeleteAccountSchema>;
export const DeletionScheduledSchema = z.object({ scheduledAt: z.string() });

export const PolicyConsentSchema = z.object({
  kind: z.enum(POLICY_KINDS),
  /** The version the member accepted last, or null. */
  version: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  currentVersion: z.string(),
  due: z.boolean(),
});
export const ConsentHistorySchema = z.object({
  kind: z.enum(CONSENT_KINDS),
  value: z.string(),
  at: z.string(),
});
export const ConsentRecordSchema = z.object({
  policies: z.array(PolicyConsentSchema),
  cookies: z.object({ value: z.enum(COOKIE_CHOICES), at: z.string() }).nullable(),
  marketing: z.object({ value: z.boolean(), at: z.string() }),
  /** Every change, newest first (at most 50). */
  history: z.array(ConsentHistorySchema),
});
export type ConsentRecord = z.infer<typeof ConsentRecordSchema>;

export const ConsentChangeSchema = z
  .object({
    cookies: z.enum(COOKIE_CHOICES, { error: 'validation.choice' }).optional(),
    marketing: z.boolean({ error: 'validation.invalid' }).optional(),
    /** Accept the current version of these policies. */
    accept: z
      .array(z.enum(POLICY_KINDS, { error: 'validation.choice' }))
      .max(2)
      .optional(),
  })
  .refine((v) => v.cookies !== undefined || v.marketing !== undefined || (v.accept?.length ?? 0) > 0, {
    error: 'validation.required',
    path: ['accept'],
  });
export type ConsentChange = z.input<typeof ConsentChangeSchema>;
