/** What the masonry split needs to know of a card. */
export interface MasonryItem {
  coverWidth: number | null;
  coverHeight: number | null;
}

/** Height of a card's text part (title, author row) in units of the column width. */
export const CARD_TEXT_RATIO = 0.42;
/** A card without a picture (tinted text card) is about this tall, in column widths. */
export const TEXT_CARD_RATIO = 0.95;
/** Very tall or very flat covers are cropped to this range, so one picture cannot skew a column. */
const COVER_RATIO_MIN = 0.6;
const COVER_RATIO_MAX = 1.5;

/** The cover's shown height in column widths (clamped as the CSS crops it), or null without one. */
export function coverRatio(item: MasonryItem): number | null {
  if (!item.coverWidth || !item.coverHeight) return null;
  return Math.min(COVER_RATIO_MAX, Math.max(COVER_RATIO_MIN, item.coverHeight / item.coverWidth));
}

export function cardHeight(item: MasonryItem): number {
  const cover = coverRatio(item);
  return cover === null ? TEXT_CARD_RATIO : cover + CARD_TEXT_RATIO;
}

/**
 * Splits cards into `columns` columns, each card going to the column that is shortest so far. A
 * card's column depends only on the cards before it, so appending a page never moves earlier cards.
 * Returns the indexes of the items in each column.
 */
export function splitColumns(items: readonly MasonryItem[], columns: number): number[][] {
  const n = Math.max(1, Math.floor(columns));
  const out: number[][] = Array.from({ length: n }, () => []);
  const heights = new Array<number>(n).fill(0);
  items.forEach((item, i) => {
    let best = 0;
    for (let c = 1; c < n; c++) if (heights[c]! < heights[best]! - 1e-9) best = c;
    out[best]!.push(i);
    heights[best]! += cardHeight(item);
  });
  return out;
}
