import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { DEFAULT_LANG, LANGUAGE_TAGS, normalizeLang, type Lang } from '../../shared/i18n.ts';
import { loadLanguage } from './i18n.ts';
import { changeLanguage, currentLanguage } from './translator.ts';

/** Persisted under `language` (spec §3), English by default. */
export const useLanguage = create<{ language: Lang; setLanguage: (l: Lang) => void }>()(
  persist((set) => ({ language: DEFAULT_LANG, setLanguage: (language) => set({ language }) }), {
    name: 'language',
    storage: createJSONStorage(() => localStorage),
    partialize: ({ language }) => ({ language }),
    merge: (persisted, current) => ({
      ...current,
      language: normalizeLang((persisted as { language?: string } | undefined)?.language),
    }),
  }),
);

export function applyLanguage(lang: Lang): void {
  document.documentElement.lang = LANGUAGE_TAGS[lang];
  if (currentLanguage() === lang) return;
  void loadLanguage(lang)
    .then(() => changeLanguage(lang))
    .catch((err: unknown) => console.error('Network Error', err));
}
