import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { BASE32_ALPHABET, CODE_BYTES, normaliseCode } from '../../shared/scan/codes.ts';

/** RFC 4648 base32, upper case, no padding (15 bytes make 24 characters). */
export function base32(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32_ALPHABET[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32_ALPHABET[(value << (5 - bits)) & 31];
  return out;
}

/** A new printed code: 120 bits from the system's CSPRNG, nothing derived from batch or position. */
export const newCode = (): string => base32(randomBytes(CODE_BYTES));

/** What verification looks a code up by: SHA-256 of the normalised code, hex. */
export const hashOfCode = (code: string): string =>
  createHash('sha256').update(normaliseCode(code)).digest('hex');

/**
 * Seals and opens printed codes with AES-256-GCM under `config.qrCodeKey` (outside the database):
 * base64 of iv (12 bytes) | ciphertext | tag (16 bytes).
 */
export class CodeVault {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('the QR code key is 32 bytes');
  }

  seal(code: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(code, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
  }

  open(sealed: string): string {
    const raw = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString(
      'utf8',
    );
  }
}
