import { useEffect } from 'react';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type ColorPreference = 'light' | 'dark' | 'system';
export type ColorValue = 'light' | 'dark';

/** Persisted under `nuxt-color-mode` (spec §3). */
export interface ColorModeState {
  preference: ColorPreference;
  /** The mode in effect. */
  value: ColorValue;
  /** True until the device preference has been read. */
  unknown: boolean;
  /** The mode a page forces, if any. */
  forced: ColorValue | null;
}

/** Forced page mode first, then the preference; `system` follows the device. */
export function resolveColorMode(
  preference: ColorPreference,
  forced: ColorValue | null,
  systemDark: boolean,
): ColorValue {
  if (forced) return forced;
  if (preference === 'system') return systemDark ? 'dark' : 'light';
  return preference;
}

const systemDark = () =>
  typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;

interface Actions {
  setPreference: (p: ColorPreference) => void;
  setForced: (f: ColorValue | null) => void;
  sync: () => void;
}

export const useColorMode = create<ColorModeState & Actions>()(
  persist(
    (set, get) => ({
      preference: 'system',
      value: 'light',
      unknown: true,
      forced: null,
      setPreference: (preference) =>
        set({ preference, value: resolveColorMode(preference, get().forced, systemDark()), unknown: false }),
      setForced: (forced) => set({ forced, value: resolveColorMode(get().preference, forced, systemDark()) }),
      sync: () =>
        set({ value: resolveColorMode(get().preference, get().forced, systemDark()), unknown: false }),
    }),
    {
      name: 'nuxt-color-mode',
      storage: createJSONStorage(() => localStorage),
      // A forced mode belongs to the page that forced it, never to the next visit.
      partialize: ({ preference, value, unknown }) => ({ preference, value, unknown, forced: null }),
    },
  ),
);

/** Puts the mode on <html>: our palette and antd-mobile's dark theme both key off this attribute. */
export function applyColorMode(value: ColorValue): void {
  const root = document.documentElement;
  if (value === 'dark') root.setAttribute('data-prefers-color-scheme', 'dark');
  else root.removeAttribute('data-prefers-color-scheme');
  root.style.colorScheme = value;
  document
    .querySelector('meta[name="theme-color"]')
    ?.setAttribute('content', value === 'dark' ? '#111517' : '#0e6f68');
}

/** Keeps <html> in step with the store and the device setting. */
export function useColorModeEffect(): void {
  const value = useColorMode((s) => s.value);
  useEffect(() => {
    useColorMode.getState().sync();
    const mq = matchMedia('(prefers-color-scheme: dark)');
    const onChange = () => useColorMode.getState().sync();
    mq.addEventListener('change', onChange);
    return () => mq.removeEventListener('change', onChange);
  }, []);
  useEffect(() => applyColorMode(value), [value]);
}

/** A page may force light or dark while it is shown; forcing `system` is not allowed (spec §4). */
export function useForcedColorMode(mode: ColorPreference | null): void {
  useEffect(() => {
    if (!mode) return;
    if (mode === 'system') {
      console.warn('A page cannot force the "system" colour mode; the preference applies.');
      return;
    }
    useColorMode.getState().setForced(mode);
    return () => useColorMode.getState().setForced(null);
  }, [mode]);
}
