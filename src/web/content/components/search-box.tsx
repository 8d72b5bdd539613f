import { useQuery } from '@tanstack/react-query';
import { CloseOutline, SearchOutline } from 'antd-mobile-icons';
import { useId, useRef, useState } from 'react';
import { KEYWORD_MAX, type Suggestion } from '../../../shared/schemas/content.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { suggestionsQuery } from '../api/search-api.ts';
import { useDebounced } from './search-debounce.ts';

/** The search field with suggestions as you type (debounced); Enter or a suggestion searches. */
export function SearchBox({
  initial,
  onSearch,
  onPick,
}: {
  initial: string;
  onSearch: (keyword: string) => void;
  onPick: (s: Suggestion) => void;
}) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(initial);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const term = useDebounced(value.trim(), 200);
  const suggestions = useQuery({ ...suggestionsQuery(term, lang), enabled: open && term !== '' });
  const list = open && term !== '' ? (suggestions.data ?? []) : [];

  const submit = (keyword: string) => {
    setOpen(false);
    setActive(-1);
    input.current?.blur();
    if (keyword.trim()) onSearch(keyword.trim());
  };

  return (
    <div className="vc-search">
      <form
        className="vc-search__form"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const picked = list[active];
          if (picked) {
            setValue(picked.text);
            setOpen(false);
            onPick(picked);
          } else submit(value);
        }}
      >
        <SearchOutline className="vc-search__icon" aria-hidden />
        <input
          ref={input}
          className="vc-input vc-search__input"
          type="search"
          enterKeyHint="search"
          value={value}
          maxLength={KEYWORD_MAX}
          // Focused on open, but not when coming back to results (the keyboard would cover them).
          autoFocus={initial === ''}
          aria-label={t('editor.searchLabel')}
          placeholder={t('editor.searchHint')}
          role="combobox"
          aria-expanded={list.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
          onFocus={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onChange={(e) => {
            setValue(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={(e) => {
            if (e.key === 'ArrowDown') setActive((a) => Math.min(a + 1, list.length - 1));
            else if (e.key === 'ArrowUp') setActive((a) => Math.max(a - 1, -1));
            else if (e.key === 'Escape') setOpen(false);
            else return;
            e.preventDefault();
          }}
        />
        {value ? (
          <button
            type="button"
            className="vc-search__clear"
            aria-label={t('editor.searchClear')}
            onClick={() => {
              setValue('');
              input.current?.focus();
            }}
          >
            <CloseOutline aria-hidden />
          </button>
        ) : null}
        <button type="submit" className="vc-button vc-button--primary vc-search__go">
          {t('editor.search')}
        </button>
      </form>
      <ul id={listId} className="vc-search__suggest" role="listbox" hidden={list.length === 0}>
        {list.map((s, i) => (
          <li
            key={`${s.kind}-${s.id}`}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={i === active ? 'is-active' : ''}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              setValue(s.text);
              setOpen(false);
              onPick(s);
            }}
          >
            <SearchOutline aria-hidden />
            <span className="vc-search__text">{s.kind === 'topic' ? `#${s.text}` : s.text}</span>
            <span className="vc-muted">
              {t(s.kind === 'topic' ? 'editor.kindTopic' : 'editor.kindArticle')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
