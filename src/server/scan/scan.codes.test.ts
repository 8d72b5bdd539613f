import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base32, CodeVault, hashOfCode, newCode } from './scan.codes.ts';

describe('printed codes', () => {
  it('encodes base32 as RFC 4648 says (upper case, no padding)', () => {
    const vectors: [string, string][] = [
      ['', ''],
      ['f', 'MY'],
      ['fo', 'MZXQ'],
      ['foo', 'MZXW6'],
      ['foob', 'MZXW6YQ'],
      ['fooba', 'MZXW6YTB'],
      ['foobar', 'MZXW6YTBOI'],
    ];
    for (const [text, encoded] of vectors) expect(base32(Buffer.from(text))).toBe(encoded);
  });

  it('makes 24-character codes of 120 random bits, none repeated', () => {
    const codes = Array.from({ length: 20_000 }, newCode);
    for (const c of codes.slice(0, 500)) expect(c).toMatch(/^[A-Z2-7]{24}$/);
    expect(new Set(codes).size).toBe(codes.length);
    // Every character position takes many values: nothing fixed by batch or position.
    for (let i = 0; i < 24; i++)
      expect(new Set(codes.map((c) => c[i])).size).toBeGreaterThan(i === 23 ? 3 : 30);
  });

  it('hashes the normalised code with SHA-256', () => {
    const code = newCode();
    const hex = createHash('sha256').update(code).digest('hex');
    expect(hashOfCode(code)).toBe(hex);
    expect(hashOfCode(` ${code.toLowerCase()} `)).toBe(hex);
  });

  it('seals codes so that only the key opens them, and detects tampering', () => {
    const vault = new CodeVault(randomBytes(32));
    const code = newCode();
    const sealed = vault.seal(code);
    expect(sealed).not.toContain(code);
    expect(vault.seal(code)).not.toBe(sealed);
    expect(vault.open(sealed)).toBe(code);
    expect(() => new CodeVault(randomBytes(32)).open(sealed)).toThrow();
    const bytes = Buffer.from(sealed, 'base64');
    bytes[14] = (bytes[14] ?? 0) ^ 1;
    expect(() => vault.open(bytes.toString('base64'))).toThrow();
    expect(() => new CodeVault(randomBytes(16))).toThrow();
  });
});
