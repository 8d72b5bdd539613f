import { useInfiniteQuery } from '@tanstack/react-query';
import { ClockCircleOutline, CloseOutline } from 'antd-mobile-icons';
import { useNavigate, useSearchParams } from '../../app/routing.tsx';
import { errorMessage } from '../../api/api-error.ts';
import { ListEnd } from '../../app/list-end.tsx';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { searchResultsQuery } from '../api/search-api.ts';
import { SearchBox } from '../components/search-box.tsx';
import { useRecentSearches } from '../components/search-recent.ts';
import { SearchResultCard } from '../components/search-result-card.tsx';
import '../editor.css';

/**
 * `/article/search?keyword=`: the keyword lives in the URL, so back from an article shows the same
 * results (the query cache still holds them).
 */
export default function ArticleSearchPage() {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const keyword = (params.get('keyword') ?? '').trim();
  const recent = useRecentSearches();
  const results = useInfiniteQuery(searchResultsQuery(keyword, lang));
  const items = results.data?.pages.flatMap((p) => p.list) ?? [];

  const search = (term: string) => {
    recent.add(term);
    setParams({ keyword: term });
  };

  return (
    <div className="vc-stack vc-search-page">
      <SearchBox
        key={keyword}
        initial={keyword}
        onSearch={search}
        onPick={(s) => {
          recent.add(s.text);
          if (s.kind === 'article') void navigate(`/article/${s.id}`);
          else setParams({ keyword: s.text });
        }}
      />
      {keyword === '' ? (
        recent.list.length > 0 ? (
          <section aria-labelledby="recent-title" className="vc-recent">
            <div className="vc-recent__head">
              <h2 id="recent-title" className="vc-section-title">
                {t('editor.recent')}
              </h2>
              <button type="button" className="vc-button vc-button--ghost" onClick={recent.clear}>
                {t('editor.recentClear')}
              </button>
            </div>
            <ul className="vc-recent__list">
              {recent.list.map((term) => (
                <li key={term} className="vc-recent__item">
                  <button type="button" className="vc-recent__term" onClick={() => search(term)}>
                    <ClockCircleOutline aria-hidden /> {term}
                  </button>
                  <button
                    type="button"
                    className="vc-recent__remove"
                    aria-label={t('editor.recentRemove', { term })}
                    onClick={() => recent.remove(term)}
                  >
                    <CloseOutline aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          </section>
        ) : (
          <p className="vc-empty vc-muted">{t('editor.searchEmpty')}</p>
        )
      ) : null}
      {keyword !== '' && results.isPending ? (
        <div className="vc-loading" role="status" aria-label={t('editor.loading')} />
      ) : null}
      {results.isError ? (
        <p className="vc-notice">{errorMessage(results.error, t('error.request'))}</p>
      ) : null}
      {keyword !== '' && results.isSuccess && items.length === 0 ? (
        <div className="vc-empty" data-testid="search-none">
          <p className="vc-empty__title">{t('editor.noResults', { keyword })}</p>
          <p className="vc-empty__text">{t('editor.noResultsHint')}</p>
        </div>
      ) : null}
      {items.length > 0 ? (
        <>
          <ul className="vc-results" aria-label={t('editor.results', { keyword })}>
            {items.map((item) => (
              <SearchResultCard key={item.id} item={item} />
            ))}
          </ul>
          <ListEnd query={results} />
        </>
      ) : null}
    </div>
  );
}
