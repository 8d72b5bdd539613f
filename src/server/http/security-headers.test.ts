import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { staticShell } from '../../../scripts/static-shell.ts';
import { COLOR_MODE_BOOT } from '../../shared/color-mode-boot.ts';
import { ASSET_HEADERS, SECURITY_HEADERS, securityHeadersFor } from './security-headers.ts';

describe('securityHeadersFor', () => {
  it('gives a hashed script or stylesheet of the build only what a subresource reads', () => {
    for (const url of ['/assets/react-BOzsiyvp.js', '/assets/index-CpsNA8Mb.css', '/assets/app-x.js?v=1']) {
      expect(securityHeadersFor(url)).toBe(ASSET_HEADERS);
    }
    expect(Object.keys(ASSET_HEADERS).sort()).toEqual([
      'cross-origin-resource-policy',
      'referrer-policy',
      'x-content-type-options',
    ]);
    expect(ASSET_HEADERS['x-content-type-options']).toBe('nosniff');
  });

  it('gives documents, the service worker, the API and other files every header', () => {
    for (const url of [
      '/',
      '/home',
      '/assets',
      '/assets/',
      '/sw.js',
      '/color-mode-boot.js',
      '/api/health',
      '/assets/zxing_reader.wasm',
      '/assets/../index.html',
      '/home?x=/assets/a.js',
    ]) {
      expect(securityHeadersFor(url)).toBe(SECURITY_HEADERS);
    }
    expect(SECURITY_HEADERS['content-security-policy']).toContain("default-src 'self'");
  });
});

describe('the inline script of index.html', () => {
  it('is allowed by its hash, and is the only inline script', async () => {
    const html = readFileSync(new URL('../../web/index.html', import.meta.url), 'utf8');
    const transform = staticShell().transformIndexHtml as (html: string) => string;
    const inline = [...transform(html).matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toEqual([COLOR_MODE_BOOT]);
    const hash = createHash('sha256').update(inline[0]!).digest('base64');
    const scriptSrc = SECURITY_HEADERS['content-security-policy']!.split('; ').find((d) =>
      d.startsWith('script-src '),
    );
    expect(scriptSrc).toBe(`script-src 'self' 'wasm-unsafe-eval' 'sha256-${hash}'`);
  });
});
