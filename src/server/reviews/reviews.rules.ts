import { countChars } from '../../shared/content/words.ts';
import { COMPLETE_TEXT_CHARS, type ReviewSaveParsed } from '../../shared/schemas/reviews.ts';
import type { Tx } from '../db/client.ts';
import { badRequest } from '../http/errors.ts';
import type { UploadsService } from '../uploads/uploads.service.ts';
import { productKeyOf } from './reviews.keys.ts';
import { brandNamed, catalogueProduct } from './reviews.repository.ts';

/** What a review is about, as stored: the catalogue's names win over anything typed. */
export interface ReviewTarget {
  productId: bigint | null;
  brandId: bigint | null;
  brandName: string;
  productName: string;
  productKey: string;
}

/**
 * A catalogue product (it must exist, 400 naming productId, and the review's device type must be its
 * own, 400 naming deviceType), else the brand and product typed in; a typed brand that is a catalogue
 * brand (case-insensitive) links to it, so the brand's page lists the review.
 */
export async function targetOf(tx: Tx, input: ReviewSaveParsed): Promise<ReviewTarget> {
  if (input.productId !== undefined) {
    const product = await catalogueProduct(tx, BigInt(input.productId));
    if (!product) throw badRequest('productId', 'catalogue.unknownProduct');
    if (product.deviceType !== input.deviceType) throw badRequest('deviceType', 'validation.choice');
    return {
      productId: product.id,
      brandId: product.brandId,
      brandName: product.brandName,
      productName: product.name,
      productKey: productKeyOf(product.id, product.brandName, product.name),
    };
  }
  // The schema already refused a body with neither (naming productId); this keeps the types honest.
  if (input.brandName === undefined || input.productName === undefined) {
    throw badRequest('productId', 'validation.required');
  }
  return {
    productId: null,
    brandId: await brandNamed(tx, input.brandName),
    brandName: input.brandName,
    productName: input.productName,
    productKey: productKeyOf(null, input.brandName, input.productName),
  };
}

/** The pictures, each once, in the member's order; 400 naming pictures unless all are their uploads. */
export async function picturesOf(
  tx: Tx,
  uploads: UploadsService,
  userId: bigint,
  input: ReviewSaveParsed,
): Promise<string[]> {
  const urls = [...new Set(input.pictures ?? [])];
  const owned = await uploads.owned(userId, urls, tx);
  if (urls.some((u) => !owned.has(u))) throw badRequest('pictures', 'content.imageNotOurs');
  return urls;
}

/**
 * Complete (what earns REVIEW_COMPLETE): the four levels and the flavour, which the schema always
 * requires, and a picture or COMPLETE_TEXT_CHARS characters of opinion (both texts together).
 */
export const isComplete = (input: ReviewSaveParsed, pictures: readonly string[]) =>
  pictures.length > 0 ||
  countChars((input.appearanceReason ?? '') + (input.improvement ?? '')) >= COMPLETE_TEXT_CHARS;

/** The review's own columns from the input (the target's columns come from `targetOf`). */
export const fieldsOf = (input: ReviewSaveParsed, pictures: string[]) => ({
  deviceType: input.deviceType,
  flavour: input.flavour,
  style: input.style,
  overallScore: input.overallScore,
  aroma: input.aroma,
  coolness: input.coolness,
  sweetness: input.sweetness,
  throatHit: input.throatHit,
  appearanceReason: input.appearanceReason ?? null,
  improvement: input.improvement ?? null,
  pictures,
  complete: isComplete(input, pictures),
});
