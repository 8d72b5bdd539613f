/**
 * Search terms for articles (docs/decisions/050-article-search.md). Both the index (a `text[]` column
 * with a GIN index) and the query are made here, so they always agree:
 * - Han, Kana and Hangul runs give every single character and every pair of neighbours, so a query of
 *   one or two characters finds an article containing them, whatever the word boundaries;
 * - other letters and digits form words, lower-cased after NFKC, indexed with their prefixes of 2 to
 *   PREFIX_MAX characters, so "vap" finds "vape" while the member types.
 */
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+|[\p{L}\p{N}]+/gu;
export const PREFIX_MAX = 12;
/** A query's terms beyond this are ignored (each one is an index probe). */
export const QUERY_TERMS_MAX = 12;

function runs(value: string): string[] {
  return value.normalize('NFKC').toLowerCase().match(RUN) ?? [];
}

/** Every term an article's text is findable by (deduplicated). */
export function indexTerms(value: string): string[] {
  const out = new Set<string>();
  for (const run of runs(value)) {
    const chars = [...run];
    if (CJK.test(chars[0] ?? '')) {
      chars.forEach((c, i) => {
        out.add(c);
        const next = chars[i + 1];
        if (next !== undefined) out.add(c + next);
      });
    } else {
      for (let n = Math.min(2, chars.length); n <= Math.min(PREFIX_MAX, chars.length); n += 1) {
        out.add(chars.slice(0, n).join(''));
      }
      if (chars.length > PREFIX_MAX) out.add(run);
    }
  }
  return [...out];
}

/**
 * The terms a query must all match: pairs for CJK runs (one character alone when the run is one),
 * whole words (cut to PREFIX_MAX, the longest prefix indexed) for the rest. One-letter Latin words are
 * dropped: they would match nearly everything.
 */
export function queryTerms(value: string): string[] {
  const out = new Set<string>();
  for (const run of runs(value)) {
    const chars = [...run];
    if (CJK.test(chars[0] ?? '')) {
      if (chars.length === 1) out.add(run);
      for (let i = 0; i + 1 < chars.length; i += 1) out.add(chars[i]! + chars[i + 1]!);
    } else if (chars.length >= 2) {
      out.add(chars.length > PREFIX_MAX ? chars.slice(0, PREFIX_MAX).join('') : run);
    }
  }
  return [...out].slice(0, QUERY_TERMS_MAX);
}
