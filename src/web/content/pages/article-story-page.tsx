import { useId } from 'react';
import { countWords } from '../../../shared/content/words.ts';
import { TITLE_WORDS_MAX } from '../../../shared/schemas/content.ts';
import { useT } from '../../i18n/i18n.ts';
import { EditorActions } from '../components/editor-actions.tsx';
import { ContinueDialog, DraftMissing, LeaveDialog } from '../components/editor-dialogs.tsx';
import { useEditorSession } from '../components/editor-session.ts';
import { EditorTopics } from '../components/editor-topics.tsx';
import { UploadGrid } from '../components/upload-grid.tsx';
import '../editor.css';

/** `/article/story`: 1-10 pictures and a caption; autosaved as a draft like an article. */
export default function ArticleStoryPage() {
  const t = useT();
  const session = useEditorSession('story');
  const { form, phase, setField, updateBlocks, uploads, errors } = session;
  const e = errors.errors;
  const captionId = useId();
  const words = countWords(form.title);

  if (phase === 'missing') return <DraftMissing />;
  if (phase === 'loading')
    return <div className="vc-loading" role="status" aria-label={t('editor.loading')} />;

  return (
    <form className="vc-editor" onSubmit={(ev) => ev.preventDefault()} noValidate>
      <div className="vc-editor__main">
        <UploadGrid blocks={form.blocks} update={updateBlocks} uploads={uploads} error={e.blocks} />
        <div className="vc-field">
          <label className="vc-field__label" htmlFor={captionId}>
            {t('editor.caption')}
          </label>
          <textarea
            id={captionId}
            className="vc-input"
            value={form.title}
            rows={3}
            placeholder={t('editor.captionHint')}
            aria-invalid={e.title ? true : undefined}
            onChange={(ev) => setField('title', ev.target.value.replace(/\n/g, ' '))}
          />
          <span className="vc-editor__under">
            <span />
            <span className={`vc-editor__count${words > TITLE_WORDS_MAX ? ' is-over' : ''}`}>
              {t('editor.words', { n: words, max: TITLE_WORDS_MAX })}
            </span>
          </span>
          {e.title ? (
            <span className="vc-field__error" role="alert">
              {e.title}
            </span>
          ) : null}
        </div>
      </div>
      <aside className="vc-editor__side">
        <EditorTopics value={form.topics} onChange={(v) => setField('topics', v)} error={e.topicIds} />
      </aside>
      <EditorActions session={session} />
      <ContinueDialog session={session} />
      <LeaveDialog session={session} />
    </form>
  );
}
