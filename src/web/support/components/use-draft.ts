import { useCallback, useEffect, useState } from 'react';

const PREFIX = 'vc.supportDraft.';

function read<T extends object>(key: string, initial: T): T {
  try {
    const stored = sessionStorage.getItem(PREFIX + key);
    return stored ? { ...initial, ...(JSON.parse(stored) as Partial<T>) } : initial;
  } catch {
    return initial;
  }
}

/**
 * A support form's values kept in session storage while it is being written, so that a failed send,
 * a reload or a trip elsewhere never loses what the member wrote; `clear` forgets them once sent.
 * Storage failures (private mode, quota) are ignored: the values still live in the form.
 */
export function useDraft<T extends object>(key: string, initial: T) {
  const [values, setValues] = useState<T>(() => read(key, initial));
  useEffect(() => {
    try {
      sessionStorage.setItem(PREFIX + key, JSON.stringify(values));
    } catch {
      // Kept in memory only.
    }
  }, [key, values]);
  const set = useCallback((patch: Partial<T>) => setValues((v) => ({ ...v, ...patch })), []);
  const clear = useCallback(() => {
    try {
      sessionStorage.removeItem(PREFIX + key);
    } catch {
      // Nothing stored.
    }
  }, [key]);
  return { values, set, clear };
}
