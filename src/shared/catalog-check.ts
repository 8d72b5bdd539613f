import { PLURAL_SUFFIXES, pluralForms, type Lang } from './i18n.ts';

const PLURAL = new RegExp(`^(.+)_(${PLURAL_SUFFIXES.join('|')})$`);
const placeholdersOf = (s: string) =>
  [...s.matchAll(/\{(\w+)\}|<(\w+)>/g)]
    .map((m) => m[0])
    .sort()
    .join(' ');

/** The reference's plural keys by base (`feed.likes` for `feed.likes_one`, `feed.likes_other`). */
export function pluralBases(reference: Record<string, string>): Set<string> {
  const bases = new Set<string>();
  for (const key of Object.keys(reference)) {
    const base = PLURAL.exec(key)?.[1];
    if (base && `${base}_other` in reference) bases.add(base);
  }
  return bases;
}

/**
 * What is wrong with a language's catalog against the English reference: a key missing or empty, a
 * key the reference lacks, a placeholder that differs, and for a plural key any form the language
 * needs (by `Intl.PluralRules`: Russian one/few/many/other, English one/other, Korean and Chinese
 * other) missing, or one it never uses. Empty when all is well.
 */
export function catalogProblems(
  reference: Record<string, string>,
  catalog: Record<string, string | undefined>,
  lang: Lang,
): string[] {
  const problems: string[] = [];
  const bases = pluralBases(reference);
  const expected = new Map<string, string>();
  for (const [key, text] of Object.entries(reference)) {
    const base = PLURAL.exec(key)?.[1];
    if (!base || !bases.has(base)) expected.set(key, text);
  }
  for (const base of bases) {
    for (const form of pluralForms(lang)) expected.set(`${base}_${form}`, reference[`${base}_other`] ?? '');
  }
  for (const [key, text] of expected) {
    const mine = catalog[key];
    if (!mine?.trim()) problems.push(`missing ${key}`);
    else if (placeholdersOf(mine) !== placeholdersOf(text)) problems.push(`placeholders of ${key}`);
  }
  for (const key of Object.keys(catalog)) if (!expected.has(key)) problems.push(`unknown ${key}`);
  return problems;
}
