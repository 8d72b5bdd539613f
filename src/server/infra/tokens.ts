import { createHash, randomBytes, randomInt } from 'node:crypto';

/** An opaque 256-bit random token, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Tokens, codes, states and tickets are stored only as this hash. */
export const hashSecret = (value: string) => createHash('sha256').update(value, 'utf8').digest('hex');

/** A uniformly random numeric code with leading zeros. */
export const newNumericCode = (length: number) => String(randomInt(0, 10 ** length)).padStart(length, '0');
