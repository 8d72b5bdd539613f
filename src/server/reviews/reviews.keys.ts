import { badRequest } from '../http/errors.ts';

/** Brand or product name as the one-review-per-product rule compares them. */
export const normaliseName = (name: string) =>
  name.normalize('NFKC').toLowerCase().trim().replace(/\s+/g, ' ');

/**
 * `reviews.product_key`: `p:<id>` for a catalogue product, `t:<brand>|<product>` (normalised) for one
 * typed in, so "Elf Bar" and " elf  bar" are the same product for the unique index.
 */
export const productKeyOf = (productId: bigint | null, brandName: string, productName: string) =>
  productId !== null ? `p:${productId}` : `t:${normaliseName(brandName)}|${normaliseName(productName)}`;

/**
 * Whether a product key names a catalogue product. Only those earn REVIEW_COMPLETE on review; a typed-in
 * product earns once the brand approves it into the catalogue (docs/decisions/088).
 */
export const isCatalogueKey = (productKey: string) => productKey.startsWith('p:');

/**
 * Keyset cursors: the sort keys of the last row sent, dot-separated decimals in base64url. Each list
 * knows how many parts it carries (latest: time in microseconds and id; popular: likes and id;
 * classic: score, likes and id).
 */
export const encodeKeys = (parts: readonly (string | number | bigint)[]) =>
  Buffer.from(parts.map(String).join('.')).toString('base64url');

// Bounded so that the database never sees an out-of-range number (a 500 rather than a 400).
const PART = /^-?[0-9]{1,18}$/;

/** Decodes `n` parts of what `encodeKeys` made; anything else is a 400 naming `cursor`. */
export function decodeKeys(cursor: string, n: number): string[] {
  const parts = Buffer.from(cursor, 'base64url').toString('utf8').split('.');
  if (parts.length !== n || !parts.every((p) => PART.test(p)))
    throw badRequest('cursor', 'validation.invalid');
  return parts;
}
