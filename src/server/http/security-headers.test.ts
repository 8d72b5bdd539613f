import { describe, expect, it } from 'vitest';
import { ASSET_HEADERS, SECURITY_HEADERS, securityHeadersFor } from './security-headers.ts';

describe('securityHeadersFor', () => {
  it('gives a hashed script or stylesheet of the build only what a subresource reads', () => {
    for (const url of [
      '/assets/react-BOzsiyvp.js',
      '/assets/index-CpsNA8Mb.css',
      '/assets/app-x.js?v=1',
      '/color-mode-boot.js',
    ]) {
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
      '/color-mode-boot.json',
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
