import i18next from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { I18nProvider } from '@refinedev/core';
import { CONSOLE_CATALOGS, type AnyConsoleKey } from './console-catalogs.ts';

for (const [lang, catalog] of Object.entries(CONSOLE_CATALOGS)) {
  i18next.addResourceBundle(lang, 'console', catalog, true, true);
}

export function useConsoleT() {
  const { t } = useTranslation('console');
  return useCallback(
    (key: AnyConsoleKey, params?: Record<string, string | number>) => t(key, params ?? {}),
    [t],
  );
}

/** refine's own texts (buttons, notifications) come from the same namespace. */
export const consoleI18nProvider: I18nProvider = {
  // refine calls it as (key, options, default) and also as (key, default).
  translate: (key, options, defaultMessage) =>
    i18next.t(key, {
      ns: 'console',
      defaultValue: defaultMessage ?? (typeof options === 'string' ? options : key),
      ...(typeof options === 'object' && options !== null ? options : {}),
    }) as string,
  changeLocale: (lang) => i18next.changeLanguage(lang),
  getLocale: () => i18next.language,
};
