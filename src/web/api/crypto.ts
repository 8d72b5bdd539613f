/** WebCrypto helpers for the request signature and encrypted responses (spec §7). */
const encoder = new TextEncoder();

function toHex(buf: ArrayBuffer): string {
  return Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');
}

function fromBase64(b64: string): Uint8Array<ArrayBuffer> {
  const bin = atob(b64.trim());
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** Hex HMAC-SHA256 of `appId + timestamp`, keyed with the app key. */
export async function sign(appId: string, timestamp: string, appKey: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(appKey),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return toHex(await crypto.subtle.sign('HMAC', key, encoder.encode(appId + timestamp)));
}

async function aesKey(appKey: string): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest('SHA-256', encoder.encode(appKey));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['decrypt', 'encrypt']);
}

/** base64(iv[12] | ciphertext | tag[16]) with key SHA-256(appKey) -> the plain text. */
export async function decryptBody(payload: string, appKey: string): Promise<string> {
  const bytes = fromBase64(payload);
  const iv = bytes.slice(0, 12);
  const sealed = bytes.slice(12); // WebCrypto expects the tag appended to the ciphertext
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, await aesKey(appKey), sealed);
  return new TextDecoder().decode(plain);
}

/** The inverse of decryptBody; used by tests to play the server's part. */
export async function encryptBody(text: string, appKey: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, await aesKey(appKey), encoder.encode(text)),
  );
  const all = new Uint8Array(12 + sealed.length);
  all.set(iv);
  all.set(sealed, 12);
  let bin = '';
  for (const b of all) bin += String.fromCharCode(b);
  return btoa(bin);
}
