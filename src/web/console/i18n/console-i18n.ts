import type { I18nProvider } from '@refinedev/core';
import type { Lang } from '../../../shared/i18n.ts';
import {
  addTexts,
  changeLanguage,
  currentLanguage,
  translate,
  useTranslate,
  type Params,
} from '../../i18n/translator.ts';
import { CONSOLE_CATALOGS, type AnyConsoleKey } from './console-catalogs.ts';

for (const [lang, catalog] of Object.entries(CONSOLE_CATALOGS)) {
  addTexts(lang as Lang, 'console', catalog);
}

export function useConsoleT(): (key: AnyConsoleKey, params?: Params) => string {
  return useTranslate('console');
}

/** refine's own texts (buttons, notifications) come from the same namespace. */
export const consoleI18nProvider: I18nProvider = {
  // refine calls it as (key, options, default) and also as (key, default).
  translate: (key, options, defaultMessage) =>
    translate(
      'console',
      key,
      typeof options === 'object' && options !== null ? (options as Params) : undefined,
      {
        defaultValue: defaultMessage ?? (typeof options === 'string' ? options : key),
      },
    ),
  changeLocale: (lang) => changeLanguage(lang as Lang),
  getLocale: currentLanguage,
};
