import { useLanguage } from '../../i18n/language-store.ts';
import type { Lang } from '../../../shared/i18n.ts';

/** A text stored by language, in the admin's language, else English, else any. */
export function pickText(text: Partial<Record<Lang, string>> | undefined, lang?: Lang): string {
  if (!text) return '';
  const l = lang ?? useLanguage.getState().language;
  return text[l] ?? text.en_US ?? Object.values(text)[0] ?? '';
}
