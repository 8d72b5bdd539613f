import type { ProductDetail, Style } from '../../shared/schemas/catalogue.ts';
import type { Level, Review, ReviewSave } from '../../shared/schemas/reviews.ts';
import type { DraftStorage } from '../social/comment-draft.ts';
import { NO_CHOICE, type PickerChoice } from './picker-narrowing.ts';

/** The review form as the member fills it in ('' and 0 mean "not answered yet"). */
export interface ReviewForm extends PickerChoice {
  /** "Not in the list? Type it": brand and product typed instead of picked. */
  typed: boolean;
  brandName: string;
  productName: string;
  style: Style | '';
  overallScore: number;
  aroma: Level | '';
  coolness: Level | '';
  sweetness: Level | '';
  throatHit: Level | '';
  appearanceReason: string;
  improvement: string;
  /** Finished uploads (`/obs/...`). */
  pictures: string[];
}

export const EMPTY_FORM: ReviewForm = {
  ...NO_CHOICE,
  typed: false,
  brandName: '',
  productName: '',
  style: '',
  overallScore: 0,
  aroma: '',
  coolness: '',
  sweetness: '',
  throatHit: '',
  appearanceReason: '',
  improvement: '',
  pictures: [],
};

/** A catalogue product preselected (`?productId=`): the pickers show it already chosen. */
export function fromProduct(p: ProductDetail, form: ReviewForm = EMPTY_FORM): ReviewForm {
  return {
    ...form,
    typed: false,
    brandId: p.brandId,
    deviceType: p.deviceType,
    seriesId: p.seriesId ?? '',
    model: p.model,
    productId: p.id,
    style: form.style || p.style,
  };
}

/** My review, to edit (`?id=`); a catalogue product's series and model come from `fromProduct`. */
export function fromReview(r: Review): ReviewForm {
  return {
    ...EMPTY_FORM,
    typed: r.productId === null,
    brandId: r.brandId ?? '',
    deviceType: r.deviceType,
    productId: r.productId ?? '',
    brandName: r.productId === null ? r.brandName : '',
    productName: r.productId === null ? r.productName : '',
    flavour: r.flavour,
    style: r.style,
    overallScore: r.overallScore,
    aroma: r.aroma,
    coolness: r.coolness,
    sweetness: r.sweetness,
    throatHit: r.throatHit,
    appearanceReason: r.appearanceReason ?? '',
    improvement: r.improvement ?? '',
    pictures: r.pictures,
  };
}

/**
 * What is sent. Unanswered fields are left out, so the shared schema (here and on the server) names
 * each one under its field instead of reporting a wrong type.
 */
export function toSave(f: ReviewForm): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (f.typed) {
    if (f.brandName.trim()) out.brandName = f.brandName;
    if (f.productName.trim()) out.productName = f.productName;
  } else if (f.productId) out.productId = f.productId;
  if (f.deviceType) out.deviceType = f.deviceType;
  out.flavour = f.flavour;
  if (f.style) out.style = f.style;
  if (f.overallScore > 0) out.overallScore = f.overallScore;
  for (const k of ['aroma', 'coolness', 'sweetness', 'throatHit'] as const) if (f[k]) out[k] = f[k];
  out.appearanceReason = f.appearanceReason;
  out.improvement = f.improvement;
  out.pictures = f.pictures;
  return out satisfies Partial<ReviewSave>;
}

/** Which draft a form is: a new review (of a product, or none chosen yet) or an edit of mine. */
export const draftKey = (editId: string, productId: string) =>
  editId ? `edit:${editId}` : `new:${productId}`;

const PREFIX = 'vc.reviewDraft.';

/**
 * The unfinished review, kept in session storage until it is published: a reload, a failed send or
 * a trip to sign-in never loses what was written. Storage failures are ignored (the form still
 * holds the text).
 */
export function reviewDrafts(storage: DraftStorage | undefined) {
  return {
    read(key: string): ReviewForm | null {
      try {
        const raw = storage?.getItem(PREFIX + key);
        if (!raw) return null;
        const v = JSON.parse(raw) as Partial<ReviewForm>;
        return typeof v === 'object' && v !== null ? { ...EMPTY_FORM, ...v } : null;
      } catch {
        return null;
      }
    },
    write(key: string, form: ReviewForm): void {
      try {
        storage?.setItem(PREFIX + key, JSON.stringify(form));
      } catch {
        // Quota or private mode: nothing to do.
      }
    },
    clear(key: string): void {
      try {
        storage?.removeItem(PREFIX + key);
      } catch {
        // As above.
      }
    },
  };
}
