import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import UAParser from 'ua-parser-js';
import type { UserSession } from '../../shared/schemas/privacy.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';

const joined = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || null;

/** What a user agent says about the device, through ua-parser-js (docs/decisions/073). */
export function describeDevice(userAgent: string | null) {
  const ua = new UAParser(userAgent ?? '').getResult();
  const type = ua.device.type;
  return {
    browser: joined(ua.browser.name, ua.browser.major),
    os: joined(ua.os.name, ua.os.version),
    device: joined(ua.device.vendor, ua.device.model),
    deviceType:
      type === 'mobile' || type === 'wearable' ? 'mobile' : type === 'tablet' ? 'tablet' : 'desktop',
  } as const;
}

/** "Devices and sessions": a member's live sessions, and ending one or all the others. */
export class SessionsService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
  ) {}

  async list(userId: bigint, currentId: bigint): Promise<UserSession[]> {
    const rows = await this.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
      .orderBy(desc(sessions.lastUsedAt), desc(sessions.id))
      .limit(100);
    return rows.map((s) => ({
      id: String(s.id),
      ...describeDevice(s.userAgent),
      country: s.country,
      createdAt: s.createdAt.toISOString(),
      lastUsedAt: s.lastUsedAt.toISOString(),
      current: s.id === currentId,
    }));
  }

  /** Ends one of the member's sessions (their own current one too); another's is 404. */
  async revoke(userId: bigint, id: bigint): Promise<void> {
    const done = await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.id, id), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    if (done.length === 0) throw notFound();
    await this.auth.forgetSession(id);
  }

  /** Ends every session of the member but the caller's; how many were live. */
  async revokeOthers(userId: bigint, currentId: bigint): Promise<number> {
    const done = await this.db
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(
        and(eq(sessions.userId, userId), isNull(sessions.revokedAt), sql`${sessions.id} <> ${currentId}`),
      )
      .returning({ id: sessions.id });
    await this.auth.forgetUser(userId);
    return done.length;
  }
}
