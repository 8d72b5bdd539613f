const graphemes = (name: string): string[] =>
  Array.from(
    new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(name.trim()),
    (s) => s.segment,
  );

/**
 * Spec §5 name masking: up to 4 characters show the first 2 (then "**"); 5 to 8 show the first 1,
 * four stars, the last 2; longer show the first 2, four stars, the last 2. Characters are graphemes,
 * so a Korean syllable or an emoji counts once.
 */
export function maskName(name: string): string {
  const g = graphemes(name);
  if (g.length === 0) return '****';
  if (g.length <= 4) return `${g.slice(0, 2).join('')}**`;
  if (g.length <= 8) return `${g[0]}****${g.slice(-2).join('')}`;
  return `${g.slice(0, 2).join('')}****${g.slice(-2).join('')}`;
}
