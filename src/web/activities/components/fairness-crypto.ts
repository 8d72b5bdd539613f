import type { FairCrypto } from './fairness-check.ts';

const hex = (buf: ArrayBuffer) =>
  [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');
const utf8 = (text: string) => new TextEncoder().encode(text);

/**
 * The browser's half of the check: WebCrypto. The HMAC key is the seed's hex text as UTF-8 bytes,
 * exactly as the server and `scripts/verify-draws.mjs` use it. One imported key per seed.
 */
export function webFairCrypto(subtle: SubtleCrypto = crypto.subtle): FairCrypto {
  const keys = new Map<string, Promise<CryptoKey>>();
  const keyOf = (seed: string) => {
    let key = keys.get(seed);
    if (!key) {
      key = subtle.importKey('raw', utf8(seed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
      keys.set(seed, key);
    }
    return key;
  };
  return {
    hmacHex: async (seed, message) => hex(await subtle.sign('HMAC', await keyOf(seed), utf8(message))),
    sha256Hex: async (text) => hex(await subtle.digest('SHA-256', utf8(text))),
  };
}
