import { randomBytes } from 'node:crypto';
import { parse, serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashSecret } from '../infra/tokens.ts';

/**
 * Who asks for and redeems a verification code. A code is bound to the client that asked for it:
 * the hash of its `vc_code_client` cookie, or, for a client that keeps no cookies (the spec's API
 * clients), its network address (docs/decisions/089).
 */
export interface CodeClient {
  /** sha256 of the client's cookie; null when the request carried none. */
  client: string | null;
  address: string;
}

/** The client asking for a code: its cookie's hash, its address, and whether it sent no cookie. */
export interface CodeRequester {
  client: string;
  address: string;
  byAddress: boolean;
}

export const CODE_CLIENT_COOKIE = 'vc_code_client';
const COOKIE_MAX_AGE_S = 365 * 24 * 3600;
const VALUE = /^[A-Za-z0-9_-]{43}$/;

function cookieOf(req: FastifyRequest): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  const value = parse(header)[CODE_CLIENT_COOKIE];
  return value !== undefined && VALUE.test(value) ? value : null;
}

/** The client redeeming a code. */
export function codeClient(req: FastifyRequest): CodeClient {
  const cookie = cookieOf(req);
  return { client: cookie === null ? null : hashSecret(cookie), address: req.ip };
}

/**
 * The client asking for a code. One without a cookie is given one (HttpOnly, strictly necessary, so
 * outside the cookie choice) and its code is bound to that cookie. A browser says it is one (every
 * current browser sends `Sec-Fetch-Site`) and will keep the cookie; any other client may not, so its
 * code may also be redeemed from the same address without a cookie.
 */
export function codeRequester(req: FastifyRequest, reply: FastifyReply): CodeRequester {
  const existing = cookieOf(req);
  const cookie = existing ?? randomBytes(32).toString('base64url');
  if (existing === null) {
    reply.header(
      'set-cookie',
      serialize(CODE_CLIENT_COOKIE, cookie, {
        httpOnly: true,
        sameSite: 'lax',
        secure: req.protocol === 'https',
        path: '/api',
        maxAge: COOKIE_MAX_AGE_S,
      }),
    );
  }
  const browser = typeof req.headers['sec-fetch-site'] === 'string';
  return { client: hashSecret(cookie), address: req.ip, byAddress: existing === null && !browser };
}
