import type { FastifyRequest } from 'fastify';
import type { AuthContext, AuthService } from '../auth/auth.service.ts';
import type { Tx } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import { requireSession } from '../http/auth-context.ts';
import { AppError } from '../http/errors.ts';

/** The brand console (`/api/console/<feature>/...`): 401 for visitors, 403 for members. */
export async function requireAdmin(req: FastifyRequest, auth: AuthService): Promise<AuthContext> {
  const session = await requireSession(req, auth);
  if (!session.user.isAdmin) throw new AppError(403, 'FORBIDDEN', 'error.forbidden');
  return session;
}

/** JSON-safe copy for the audit log (bigints as strings, dates as ISO text). */
const plain = (value: unknown): unknown =>
  value === undefined
    ? null
    : (JSON.parse(
        JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v)),
      ) as unknown);

/** Records one console write in the same transaction as the write itself. */
export async function audit(
  tx: Tx,
  entry: { actor: AuthContext; action: string; target: string; before?: unknown; after?: unknown },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor.user.id,
    action: entry.action,
    target: entry.target,
    before: plain(entry.before),
    after: plain(entry.after),
  });
}
