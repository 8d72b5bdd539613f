import { countChars } from '../../shared/content/words.ts';
import { COMPLETE_TEXT_CHARS, type Level } from '../../shared/schemas/reviews.ts';

/** What the "complete" checklist of the review form looks at. */
export interface CompletenessInput {
  flavour: string;
  overallScore: number;
  aroma: Level | '';
  coolness: Level | '';
  sweetness: Level | '';
  throatHit: Level | '';
  appearanceReason: string;
  improvement: string;
  /** Finished uploads only: a picture still on its way is not part of the review yet. */
  pictureCount: number;
}

export interface Completeness {
  flavour: boolean;
  ratings: boolean;
  pictureOrText: boolean;
  /** Characters written in both text boxes together, as the server counts them (trimmed). */
  textChars: number;
  complete: boolean;
}

/**
 * Issue 10's rule for the REVIEW_COMPLETE points: a flavour, the overall score and all four levels,
 * and at least one picture or `COMPLETE_TEXT_CHARS` characters of text. The server decides; this
 * only lets the member see, while writing, what is still missing.
 */
export function completeness(v: CompletenessInput, minChars = COMPLETE_TEXT_CHARS): Completeness {
  const flavour = v.flavour.trim() !== '';
  const ratings =
    v.overallScore >= 1 &&
    v.overallScore <= 5 &&
    v.aroma !== '' &&
    v.coolness !== '' &&
    v.sweetness !== '' &&
    v.throatHit !== '';
  const textChars = countChars(v.appearanceReason.trim()) + countChars(v.improvement.trim());
  const pictureOrText = v.pictureCount > 0 || textChars >= minChars;
  return { flavour, ratings, pictureOrText, textChars, complete: flavour && ratings && pictureOrText };
}
