import type { FastifyRequest } from 'fastify';
import type { AuthContext, AuthService } from '../auth/auth.service.ts';
import { formatLondon } from '../../shared/activities/london.ts';
import { AppError, unauthorized } from './errors.ts';
import { requestLang } from './lang.ts';

const cache = new WeakMap<FastifyRequest, Promise<AuthContext | null>>();

/** The session token: `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function readToken(req: FastifyRequest): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const token = header.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 && token.length <= 200 ? token : null;
}

/** The caller's session, looked up once per request. */
export function currentSession(req: FastifyRequest, auth: AuthService): Promise<AuthContext | null> {
  let pending = cache.get(req);
  if (!pending) {
    const token = readToken(req);
    pending = token ? auth.authenticate(token) : Promise.resolve(null);
    cache.set(req, pending);
  }
  return pending;
}

export async function requireSession(req: FastifyRequest, auth: AuthService): Promise<AuthContext> {
  const ctx = await currentSession(req, auth);
  if (!ctx) throw unauthorized();
  return ctx;
}

/**
 * A member who may post (articles, reels, comments, reviews, store shares): a member suspended by the
 * moderation queue can still read, report and ask support, but gets 403 `SUSPENDED` here.
 */
export async function requirePoster(req: FastifyRequest, auth: AuthService): Promise<AuthContext> {
  const ctx = await requireSession(req, auth);
  const until = ctx.user.suspendedUntil;
  if (until && until.getTime() > Date.now()) {
    throw new AppError(403, 'SUSPENDED', 'error.suspended', {
      // London time in the caller's language, as every other date the app shows (issue 38).
      params: { until: formatLondon(until, requestLang(req)) },
    });
  }
  return ctx;
}
