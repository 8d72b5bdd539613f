import { useId } from 'react';
import { Link } from '../../app/routing.tsx';
import { countWords } from '../../../shared/content/words.ts';
import { SUBHEADINGS_MAX, TITLE_WORDS_MAX, TITLE_WORDS_MIN } from '../../../shared/schemas/content.ts';
import { Field } from '../../app/field.tsx';
import { useT } from '../../i18n/i18n.ts';
import { EditorActions } from '../components/editor-actions.tsx';
import { EditorBody } from '../components/editor-body.tsx';
import { ContinueDialog, DraftMissing, LeaveDialog } from '../components/editor-dialogs.tsx';
import { EditorMeta } from '../components/editor-meta.tsx';
import { useEditorSession } from '../components/editor-session.ts';
import { EditorTopics } from '../components/editor-topics.tsx';
import '../editor.css';

/** `/article/post`: write an article; the draft saves itself, Publish posts it once. */
export default function ArticlePostPage() {
  const t = useT();
  const session = useEditorSession('article');
  const { form, phase, setField, updateBlocks, uploads, errors } = session;
  const e = errors.errors;
  const words = countWords(form.title);
  const titleId = useId();

  if (phase === 'missing') return <DraftMissing />;
  if (phase === 'loading')
    return <div className="vc-loading" role="status" aria-label={t('editor.loading')} />;

  return (
    <form className="vc-editor" onSubmit={(ev) => ev.preventDefault()} noValidate>
      <div className="vc-editor__main">
        <div className="vc-field">
          <label className="vc-field__label" htmlFor={titleId}>
            {t('editor.title')}
          </label>
          <textarea
            id={titleId}
            className="vc-input vc-editor__title"
            value={form.title}
            rows={2}
            aria-invalid={e.title ? true : undefined}
            aria-describedby={`${titleId}-count`}
            onChange={(ev) => setField('title', ev.target.value.replace(/\n/g, ' '))}
          />
          <span className="vc-editor__under">
            <span className="vc-field__hint">{t('editor.titleHint', { min: TITLE_WORDS_MIN })}</span>
            <span
              id={`${titleId}-count`}
              className={`vc-editor__count${words > TITLE_WORDS_MAX ? ' is-over' : ''}`}
              data-testid="title-words"
            >
              {t('editor.words', { n: words, max: TITLE_WORDS_MAX })}
            </span>
          </span>
          {e.title ? (
            <span className="vc-field__error" role="alert">
              {e.title}
            </span>
          ) : null}
        </div>
        <Field label={t('editor.subheadings')} error={e.subheadings}>
          <textarea
            className="vc-input"
            value={form.subheadings}
            rows={2}
            maxLength={SUBHEADINGS_MAX}
            placeholder={t('editor.optional')}
            onChange={(ev) => setField('subheadings', ev.target.value)}
          />
        </Field>
        <EditorBody blocks={form.blocks} update={updateBlocks} uploads={uploads} error={e.blocks} />
      </div>
      <aside className="vc-editor__side">
        <EditorMeta form={form} setField={setField} errors={e} />
        <EditorTopics value={form.topics} onChange={(v) => setField('topics', v)} error={e.topicIds} />
        <Link className="vc-editor__drafts" to="/article/draft">
          {t('editor.myDrafts')}
        </Link>
      </aside>
      <EditorActions session={session} />
      <ContinueDialog session={session} />
      <LeaveDialog session={session} />
    </form>
  );
}
