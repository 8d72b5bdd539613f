import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import type { SaveState } from './editor-autosave.ts';

/** "Saving… / Saved 12:03 / Offline, will retry": announced politely to screen readers. */
export function EditorStatus({ state }: { state: SaveState }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  let text = '';
  if (state.kind === 'pending' || state.kind === 'saving') text = t('editor.saving');
  else if (state.kind === 'saved') {
    const time = new Date(state.at).toLocaleTimeString(LANGUAGE_TAGS[lang], {
      hour: '2-digit',
      minute: '2-digit',
    });
    text = t('editor.savedAt', { time });
  } else if (state.kind === 'offline') text = t('editor.offline');
  else if (state.kind === 'error') text = t('editor.saveFailed', { reason: state.message });
  return (
    <p
      className={`vc-editor-status vc-editor-status--${state.kind}`}
      role="status"
      aria-live="polite"
      data-testid="editor-status"
    >
      {text}
    </p>
  );
}
