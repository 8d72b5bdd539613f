import { FormError } from '../../app/field.tsx';
import { useT } from '../../i18n/i18n.ts';
import type { EditorSession } from './editor-session.ts';
import { EditorStatus } from './editor-status.tsx';

/** Save indicator, form error, Save draft and Publish (disabled while publishing: one post per tap). */
export function EditorActions({ session }: { session: EditorSession }) {
  const t = useT();
  const { state, publishing, publish, saveDraft, errors } = session;
  return (
    <div className="vc-editor-actions">
      <EditorStatus state={state} />
      <FormError message={errors.formError} />
      <div className="vc-editor-actions__row">
        <button
          type="button"
          className="vc-button vc-button--ghost"
          disabled={publishing || state.kind === 'saving'}
          onClick={() => void saveDraft()}
        >
          {t('editor.saveDraft')}
        </button>
        <button
          type="button"
          className="vc-button vc-button--primary"
          disabled={publishing}
          aria-busy={publishing || undefined}
          onClick={() => void publish()}
          data-testid="editor-publish"
        >
          {t('editor.publish')}
        </button>
      </div>
    </div>
  );
}
