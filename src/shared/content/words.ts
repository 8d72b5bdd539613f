/**
 * Title length is counted in words (spec §5: 6 to 500), with `Intl.Segmenter` so that Chinese and
 * Korean titles, which have few or no spaces, count the words a reader sees (DESIGN §7).
 */
const segmenter = new Intl.Segmenter('und', { granularity: 'word' });

export function countWords(value: string): number {
  let n = 0;
  for (const s of segmenter.segment(value)) if (s.isWordLike) n += 1;
  return n;
}

/** Characters as a reader counts them: code points, so an emoji or a rare Han character is one. */
export function countChars(value: string): number {
  let n = 0;
  // Iterating a string walks code points, not UTF-16 units.
  for (const _ of value) n += 1;
  return n;
}
