import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useLanguage } from '../i18n/language-store.ts';
import { cachedRules, loadRules, rulesQueryKey } from './api/rules-cache.ts';

/** Spec §2: after every route change the points rules are loaded, if this tab has not loaded them yet. */
export function useRulesOnNavigation(path: string) {
  const lang = useLanguage((s) => s.language);
  const client = useQueryClient();
  useEffect(() => {
    if (cachedRules(lang)) return;
    loadRules(lang).then(
      (rules) => client.setQueryData(rulesQueryKey(lang), rules),
      () => undefined, // offline or refused: the next route change tries again
    );
  }, [path, lang, client]);
}
