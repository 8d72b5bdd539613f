import { describe, expect, it } from 'vitest';
import { cardHeight, coverRatio, splitColumns, TEXT_CARD_RATIO } from './masonry.ts';

const pic = (w: number, h: number) => ({ coverWidth: w, coverHeight: h });
const text = { coverWidth: null, coverHeight: null };

describe('masonry split', () => {
  it('puts each card in the shortest column, left first on a tie', () => {
    // Tall, square, square: the third card goes under the square (shorter) one.
    expect(splitColumns([pic(100, 150), pic(100, 100), pic(100, 100)], 2)).toEqual([[0], [1, 2]]);
  });
  it('counts text cards with their own height', () => {
    expect(cardHeight(text)).toBe(TEXT_CARD_RATIO);
    expect(splitColumns([text, pic(100, 150), text], 2)).toEqual([[0, 2], [1]]);
  });
  it('clamps extreme covers the way the CSS crops them', () => {
    expect(coverRatio(pic(100, 1000))).toBe(1.5);
    expect(coverRatio(pic(1000, 100))).toBe(0.6);
    expect(coverRatio(text)).toBeNull();
  });
  it('never moves earlier cards when a page is appended', () => {
    const first = [pic(100, 130), text, pic(100, 70), pic(100, 100), text, pic(3, 4)];
    const more = [...first, pic(100, 90), text, pic(100, 140), pic(10, 12)];
    for (const cols of [2, 3, 4]) {
      const before = splitColumns(first, cols);
      const after = splitColumns(more, cols);
      before.forEach((col, c) => expect(after[c]!.slice(0, col.length)).toEqual(col));
    }
  });
  it('keeps every card exactly once', () => {
    const items = Array.from({ length: 25 }, (_, i) => (i % 3 ? pic(100, 60 + i * 7) : text));
    const flat = splitColumns(items, 3)
      .flat()
      .sort((a, b) => a - b);
    expect(flat).toEqual(items.map((_, i) => i));
    expect(splitColumns(items, 0)).toHaveLength(1);
  });
});
