import { and, desc, eq } from 'drizzle-orm';
import {
  POLICY_KINDS,
  POLICY_VERSIONS,
  type ConsentChange,
  type ConsentKind,
  type ConsentRecord,
  type CookieChoice,
} from '../../shared/schemas/privacy.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { Db } from '../db/client.ts';
import { consents, users } from '../db/schema.ts';

/**
 * The consent record (issue 17): which version of the terms and the privacy policy a member
 * accepted and when, their cookie choice and marketing consent (off until they turn it on). Every
 * change adds a row; the users row keeps the accepted versions so `getInfoByh5` can ask again.
 */
export class ConsentsService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
  ) {}

  async record(userId: bigint): Promise<ConsentRecord> {
    const rows = await this.db
      .select()
      .from(consents)
      .where(eq(consents.userId, userId))
      .orderBy(desc(consents.id))
      .limit(200);
    const latest = (kind: ConsentKind) => rows.find((r) => r.kind === kind);
    const cookies = latest('cookies');
    const marketing = latest('marketing');
    return {
      policies: POLICY_KINDS.map((kind) => {
        const row = latest(kind);
        return {
          kind,
          version: row?.value ?? null,
          acceptedAt: row?.createdAt.toISOString() ?? null,
          currentVersion: POLICY_VERSIONS[kind],
          due: row?.value !== POLICY_VERSIONS[kind],
        };
      }),
      cookies: cookies ? { value: cookies.value as CookieChoice, at: cookies.createdAt.toISOString() } : null,
      marketing: {
        value: marketing?.value === 'on',
        at: (marketing?.createdAt ?? rows.at(-1)?.createdAt ?? new Date()).toISOString(),
      },
      history: rows
        .slice(0, 50)
        .map((r) => ({ kind: r.kind, value: r.value, at: r.createdAt.toISOString() })),
    };
  }

  /** Records what changed (the same choice again adds nothing) and answers the new record. */
  async change(userId: bigint, change: ConsentChange): Promise<ConsentRecord> {
    const current = await this.record(userId);
    const added: { kind: ConsentKind; value: string }[] = [];
    if (change.cookies && current.cookies?.value !== change.cookies) {
      added.push({ kind: 'cookies', value: change.cookies });
    }
    if (change.marketing !== undefined && current.marketing.value !== change.marketing) {
      added.push({ kind: 'marketing', value: change.marketing ? 'on' : 'off' });
    }
    for (const kind of new Set(change.accept ?? [])) {
      if (current.policies.find((p) => p.kind === kind)?.due) {
        added.push({ kind, value: POLICY_VERSIONS[kind] });
      }
    }
    if (added.length === 0) return current;
    await this.db.transaction(async (tx) => {
      await tx.insert(consents).values(added.map((a) => ({ userId, ...a })));
      const accepted = new Set(added.map((a) => a.kind));
      if (accepted.has('terms') || accepted.has('privacy')) {
        await tx
          .update(users)
          .set({
            ...(accepted.has('terms') ? { termsVersion: POLICY_VERSIONS.terms } : {}),
            ...(accepted.has('privacy') ? { privacyVersion: POLICY_VERSIONS.privacy } : {}),
            updatedAt: new Date(),
          })
          .where(and(eq(users.id, userId)));
      }
    });
    await this.auth.forgetUser(userId);
    return this.record(userId);
  }
}
