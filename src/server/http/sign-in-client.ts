import type { FastifyRequest } from 'fastify';
import type { SignInClient } from '../auth/auth.service.ts';
import { requestLang } from './lang.ts';

/**
 * Country headers set by the usual edge proxies and CDNs. They are read only behind a trusted proxy
 * (TRUST_PROXY), which overwrites whatever a client sent (docs/decisions/073).
 */
const COUNTRY_HEADERS = [
  'cf-ipcountry',
  'cloudfront-viewer-country',
  'x-vercel-ip-country',
  'x-country-code',
];
const UA_MAX = 512;

/** The user agent, (behind a trusted proxy) the country and the interface language a sign-in came from. */
export function signInClient(req: FastifyRequest, trustProxy: boolean): SignInClient {
  const ua = req.headers['user-agent'];
  let country: string | null = null;
  if (trustProxy) {
    for (const name of COUNTRY_HEADERS) {
      const value = req.headers[name];
      // XX and T1 are Cloudflare's "unknown" and "Tor".
      if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) && !/^(XX|T1)$/i.test(value)) {
        country = value.toUpperCase();
        break;
      }
    }
  }
  const named = typeof req.headers.lang === 'string' || typeof req.headers['accept-language'] === 'string';
  return {
    userAgent: typeof ua === 'string' && ua.length > 0 ? ua.slice(0, UA_MAX) : null,
    country,
    lang: named ? requestLang(req) : null,
  };
}
