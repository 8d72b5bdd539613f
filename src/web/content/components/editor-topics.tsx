import { useQuery } from '@tanstack/react-query';
import { CloseOutline } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { TOPICS_PER_ARTICLE_MAX, type Topic } from '../../../shared/schemas/content.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { topicSearchQuery } from '../api/topics-api.ts';
import { useDebounced } from './search-debounce.ts';

/** Topic search: type to find topics, pick up to five; chosen ones show as removable chips. */
export function EditorTopics({
  value,
  onChange,
  error,
}: {
  value: Topic[];
  onChange: (topics: Topic[]) => void;
  error?: string | undefined;
}) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const inputId = useId();
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState(false);
  const term = useDebounced(keyword.trim(), 200);
  const found = useQuery({ ...topicSearchQuery(term, lang), enabled: open });
  const full = value.length >= TOPICS_PER_ARTICLE_MAX;
  const chosen = new Set(value.map((v) => v.id));
  const options = (found.data ?? []).filter((o) => !chosen.has(o.id)).slice(0, 8);

  return (
    <div className="vc-field">
      <label className="vc-field__label vc-editor__label-row" htmlFor={inputId}>
        {t('editor.topics')}
        <span className="vc-editor__count">
          {value.length} / {TOPICS_PER_ARTICLE_MAX}
        </span>
      </label>
      {value.length > 0 ? (
        <ul className="vc-editor-chips" aria-label={t('editor.topicsChosen')}>
          {value.map((topic) => (
            <li key={topic.id} className="vc-editor-chip">
              #{topic.name}
              <button
                type="button"
                aria-label={t('editor.removeTopic', { name: topic.name })}
                onClick={() => onChange(value.filter((v) => v.id !== topic.id))}
              >
                <CloseOutline aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={inputId}
        className="vc-input"
        type="search"
        value={keyword}
        disabled={full}
        placeholder={full ? t('editor.topicsFull') : t('editor.topicsHint')}
        onFocus={() => setOpen(true)}
        onChange={(e) => {
          setKeyword(e.target.value);
          setOpen(true);
        }}
        aria-invalid={error ? true : undefined}
      />
      {open && !full && options.length > 0 ? (
        <ul className="vc-editor-options" aria-label={t('editor.topicsFound')}>
          {options.map((o) => (
            <li key={o.id}>
              <button
                type="button"
                onClick={() => {
                  onChange([...value, o]);
                  setKeyword('');
                }}
              >
                <span>#{o.name}</span>
                <span className="vc-muted">{t('editor.topicPosts', { count: o.articleCount })}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {open && !full && found.isSuccess && term !== '' && options.length === 0 ? (
        <span className="vc-field__hint">{t('editor.noTopics')}</span>
      ) : null}
      {error ? (
        <span className="vc-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
