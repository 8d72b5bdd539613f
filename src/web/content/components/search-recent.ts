import { useState } from 'react';

export const RECENT_KEY = 'vc-recent-searches';
export const RECENT_MAX = 10;

/** The newest first, without repeats (case and outer spaces ignored), at most ten. */
export function addRecent(list: readonly string[], term: string): string[] {
  const clean = term.trim();
  if (!clean) return [...list];
  const key = clean.toLocaleLowerCase();
  return [clean, ...list.filter((x) => x.toLocaleLowerCase() !== key)].slice(0, RECENT_MAX);
}

export const removeRecent = (list: readonly string[], term: string) => list.filter((x) => x !== term);

export function readRecent(storage: Pick<Storage, 'getItem'>): string[] {
  try {
    const v = JSON.parse(storage.getItem(RECENT_KEY) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(0, RECENT_MAX) : [];
  } catch {
    return [];
  }
}

function write(list: string[]) {
  try {
    if (list.length === 0) localStorage.removeItem(RECENT_KEY);
    else localStorage.setItem(RECENT_KEY, JSON.stringify(list));
  } catch {
    // Storage disabled: recent searches live for this page only.
  }
}

/** Recent searches on this device (never sent anywhere). */
export function useRecentSearches() {
  const [list, setList] = useState(() => readRecent(localStorage));
  const set = (next: string[]) => {
    setList(next);
    write(next);
  };
  return {
    list,
    add: (term: string) => set(addRecent(readRecent(localStorage), term)),
    remove: (term: string) => set(removeRecent(list, term)),
    clear: () => set([]),
  };
}
