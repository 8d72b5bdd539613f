import type { FastifyRequest } from 'fastify';
import type { AuthContext, AuthService } from '../auth/auth.service.ts';
import { unauthorized } from './errors.ts';

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
