/** Longest code the API reads (ours are 24 characters; counterfeits print their own). */
export const SCAN_CODE_MAX = 64;
/** The URL-safe characters a code may hold. */
export const SCAN_CODE_PATTERN = /^[A-Za-z0-9_-]+$/;
/** Our codes: 15 random bytes (120 bits) in RFC 4648 base32, upper case, no padding. */
export const CODE_LENGTH = 24;
export const CODE_BYTES = 15;
export const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** Codes compare upper-cased (a phone may change the case of what it read). */
export const normaliseCode = (code: string): string => code.trim().toUpperCase();

/** The URL printed in each QR code: the phone's own camera opens the app on the result. */
export const scanUrl = (publicUrl: string, code: string): string =>
  `${publicUrl.replace(/\/$/, '')}/scanResult?code=${encodeURIComponent(code)}`;

/**
 * The code in what a scanner read: the `code` parameter of a URL (ours or anyone's), else the text
 * itself when it looks like a code; null for anything else (a web address without a code, a
 * paragraph), which the app treats as not genuine.
 */
export function codeFromScanned(scanned: string): string | null {
  const textRead = scanned.trim();
  if (textRead === '') return null;
  if (/^https?:\/\//i.test(textRead)) {
    try {
      const code = new URL(textRead).searchParams.get('code');
      return code && code.length <= SCAN_CODE_MAX && SCAN_CODE_PATTERN.test(code) ? code : null;
    } catch {
      return null;
    }
  }
  return textRead.length <= SCAN_CODE_MAX && SCAN_CODE_PATTERN.test(textRead) ? textRead : null;
}
