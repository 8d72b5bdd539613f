import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { COLOR_MODE_BOOT } from '../../shared/color-mode-boot.ts';

/** index.html's one inline script, allowed by its hash (docs/decisions/128). */
const BOOT_HASH = `'sha256-${createHash('sha256').update(COLOR_MODE_BOOT).digest('base64')}'`;

const CSP = [
  "default-src 'self'",
  // zxing-wasm decodes QR codes in WebAssembly (the scanner, issue 11).
  `script-src 'self' 'wasm-unsafe-eval' ${BOOT_HASH}`,
  // antd-mobile sets inline style attributes and CSS variables at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob:",
  "connect-src 'self'",
  "font-src 'self' data:",
  "object-src 'none'",
  "frame-ancestors 'self'",
  "form-action 'self'",
  "base-uri 'self'",
  "script-src-attr 'none'",
].join('; ');

/**
 * The headers helmet would send with our policy, built once: the same object goes on every answer
 * instead of a middleware run per request (measured at 5 % of a cheap API call's CPU).
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': CSP,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * What a hashed script or stylesheet of the build needs of them (docs/decisions/122): the policies of
 * a page (CSP, framing, opener, HSTS…) are read from documents and workers only, and the app starts no
 * worker from `/assets/`; every header costs each of the first load's files its bytes.
 */
export const ASSET_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'cross-origin-resource-policy': SECURITY_HEADERS['cross-origin-resource-policy']!,
  'referrer-policy': SECURITY_HEADERS['referrer-policy']!,
  'x-content-type-options': SECURITY_HEADERS['x-content-type-options']!,
});

/** The build's hashed scripts and stylesheets. */
const PAGE_SCRIPT = /^\/assets\/[\w.-]+\.(js|css)(\?|$)/;

/** The security headers of an answer to `url`. */
export function securityHeadersFor(url: string): Readonly<Record<string, string>> {
  return PAGE_SCRIPT.test(url) ? ASSET_HEADERS : SECURITY_HEADERS;
}

export function registerSecurityHeaders(app: FastifyInstance) {
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(securityHeadersFor(req.url));
    done();
  });
}
