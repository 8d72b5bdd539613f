import type { FastifyRequest } from 'fastify';
import type { AuthContext, AuthService } from '../auth/auth.service.ts';
import type { Tx } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import { requireSession } from '../http/auth-context.ts';
import { AppError } from '../http/errors.ts';

/**
 * The brand console (`/api/console/<feature>/...`): 401 for visitors, 403 for members, 401
 * `CONSOLE_IDLE` (and the session ended) for an admin session idle in the console for 8 hours.
 */
export function requireAdmin(req: FastifyRequest, auth: AuthService): Promise<AuthContext> {
  let pending = checked.get(req);
  if (!pending) {
    pending = checkAdmin(req, auth);
    checked.set(req, pending);
  }
  return pending;
}

/** One check per request: the console guard and the route's own call share it. */
const checked = new WeakMap<FastifyRequest, Promise<AuthContext>>();

async function checkAdmin(req: FastifyRequest, auth: AuthService): Promise<AuthContext> {
  const session = await requireSession(req, auth);
  if (!session.user.isAdmin) throw new AppError(403, 'FORBIDDEN', 'error.forbidden');
  if (!(await auth.consoleActive(session.sessionId))) {
    throw new AppError(401, 'CONSOLE_IDLE', 'error.consoleIdle');
  }
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
