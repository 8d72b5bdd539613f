import { codeFromScanned } from '../../shared/scan/codes.ts';

/** Longest piece of a foreign text that `/fake` repeats back to the reader. */
export const SHOWN_TEXT_MAX = 120;

/**
 * Where a decoded QR text leads: one of our codes to its result page, anything else (a web address
 * without a code, a paragraph) to `/fake`, carrying what was read so the page can show it.
 */
export function scanTarget(scanned: string): string {
  const code = codeFromScanned(scanned);
  if (code !== null) return `/scanResult/result?code=${encodeURIComponent(code)}`;
  const shown = scanned.trim().slice(0, SHOWN_TEXT_MAX);
  return shown ? `/fake?code=${encodeURIComponent(shown)}` : '/fake';
}
