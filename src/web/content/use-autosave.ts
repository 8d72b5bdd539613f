import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { ApiError, errorMessage } from '../api/api-error.ts';
import { useT } from '../i18n/i18n.ts';
import { saveArticle } from './api/article-save-api.ts';
import { Autosaver, type SaveState } from './components/editor-autosave.ts';
import { clearBackup, toPayload, writeBackup, type EditorForm } from './components/editor-form.ts';

/**
 * The draft saves itself: ~2 s after the last change, when the page is hidden and when the
 * connection returns. Until the server confirms, the form is also kept in localStorage.
 */
export function useAutosave(formRef: RefObject<EditorForm>, backupKey: string, onId: (id: string) => void) {
  const t = useT();
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const onIdRef = useRef(onId);
  useEffect(() => {
    onIdRef.current = onId;
  });
  const saver = useMemo(
    () =>
      // Its callbacks read the refs only when a timer or an event fires, never during render.
      // eslint-disable-next-line react-hooks/refs
      new Autosaver({
        save: (id) => saveArticle(toPayload({ ...formRef.current, id }, true)),
        onState: setState,
        onConfirmed: (id) => {
          clearBackup(localStorage, backupKey);
          onIdRef.current(id);
        },
        isOffline: (err) => (err instanceof ApiError && err.code === 0) || !navigator.onLine,
        errorMessage: (err) => errorMessage(err, t('error.request')),
      }),
    // One saver per editor session; `t` only words its error.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [formRef, backupKey],
  );

  useEffect(() => {
    const hide = () => {
      if (document.visibilityState === 'hidden' && saver.dirty) void saver.flush();
    };
    const pagehide = () => {
      if (saver.dirty) void saver.flush();
    };
    const online = () => {
      if (saver.dirty) void saver.flush();
    };
    // A closing tab cannot wait for the save: the browser asks, and the local copy keeps the text.
    const beforeUnload = (e: BeforeUnloadEvent) => {
      if (saver.dirty) e.preventDefault();
    };
    document.addEventListener('visibilitychange', hide);
    window.addEventListener('pagehide', pagehide);
    window.addEventListener('online', online);
    window.addEventListener('beforeunload', beforeUnload);
    return () => {
      document.removeEventListener('visibilitychange', hide);
      window.removeEventListener('pagehide', pagehide);
      window.removeEventListener('online', online);
      window.removeEventListener('beforeunload', beforeUnload);
      // Leaving the page inside the app: what is unsaved still goes to the server.
      if (saver.dirty) void saver.flush();
    };
  }, [saver]);

  /** Call after every change the member makes (the ref already holds the new form). */
  const touch = () => {
    writeBackup(localStorage, backupKey, { ...formRef.current, id: saver.id });
    saver.change();
  };

  return { state, saver, touch };
}
