import { createCipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SIGNATURE_WINDOW_MS } from '../../shared/limits.ts';
import type { Config } from '../config.ts';
import { AppError } from './errors.ts';

/** hex HMAC-SHA256 of `appId + timestamp` keyed with the app key (DESIGN §4). */
export function sign(appId: string, timestamp: string, appKey: string): string {
  return createHmac('sha256', appKey)
    .update(appId + timestamp)
    .digest('hex');
}

/** Calls that a browser reaches by navigation (no headers of ours) or that monitors poll. */
const UNSIGNED = [
  /^\/api\/health$/,
  /^\/api\/docs(\/|$)/,
  /^\/api\/auth\/oauth\/callback\//,
  /^\/api\/hibackend\/user\/setting\/revertEmail$/,
  // Usage reports leave by navigator.sendBeacon, which sends no headers (docs/decisions/071).
  /^\/api\/md\/rpStat\/(apppv|browsedata|appclick)$/,
];
const DOCS = /^\/api\/docs(\/|$)/;

const badSignature = () => new AppError(401, 'BAD_SIGNATURE', 'error.badSignature');

/** An API path, however its letters are cased or escaped (`/API/x`, `/%61pi/x`). */
export function isApiPath(rawPath: string): boolean {
  let path = rawPath;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    // a broken escape: judge the raw text
  }
  return /^\/+api(\/|$)/i.test(path);
}

/**
 * The path the checks judge: the pattern of the route the router chose (it decodes `%61pi` to `api`),
 * or, for a request no route takes, the decoded raw path.
 */
function routedPath(req: FastifyRequest): string {
  return req.routeOptions.url ?? req.url.split('?')[0] ?? '';
}

export function registerSignatureCheck(app: FastifyInstance, config: Config) {
  if (!config.requireSignature) return;
  app.addHook('onRequest', async (req) => {
    const path = routedPath(req);
    if (!isApiPath(path) || UNSIGNED.some((re) => re.test(path))) return;
    const { appid, timestamp, signature } = req.headers;
    if (typeof appid !== 'string' || typeof timestamp !== 'string' || typeof signature !== 'string') {
      throw badSignature();
    }
    if (appid !== config.appId || !/^\d{10,16}$/.test(timestamp)) throw badSignature();
    if (Math.abs(Date.now() - Number(timestamp)) > SIGNATURE_WINDOW_MS) throw badSignature();
    const expected = Buffer.from(sign(appid, timestamp, config.appKey), 'hex');
    const given = Buffer.from(signature.toLowerCase(), 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw badSignature();
  });
}

/** base64(iv | AES-256-GCM ciphertext | tag), key = SHA-256(appKey); the web wrapper decrypts it. */
export function encryptBody(plain: string, appKey: string): string {
  const key = createHash('sha256').update(appKey, 'utf8').digest();
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

export function registerResponseEncryption(app: FastifyInstance, config: Config) {
  if (!config.encryptResponses) return;
  app.addHook('onSend', async (req, reply, payload) => {
    const path = routedPath(req);
    if (!isApiPath(path) || DOCS.test(path) || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    reply.type('text/plain; charset=utf-8');
    return encryptBody(payload, config.appKey);
  });
}
