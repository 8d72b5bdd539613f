import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo, type CSSProperties } from 'react';
import type { ArticlePage } from '../../../shared/schemas/content.ts';
import { errorMessage } from '../../api/api-error.ts';
import { ListEnd } from '../../app/list-end.tsx';
import { useT } from '../../i18n/i18n.ts';
import { ArticleCard, SkeletonCard } from './article-card.tsx';
import { splitColumns } from './masonry.ts';
import { useColumns } from './use-columns.ts';

const SKELETONS = 6;

/**
 * A masonry feed of article cards with its loading, empty and error states. Cards keep their
 * column as pages are appended (see masonry.ts); `aria-busy` is set while the list is loading.
 */
export function ArticleFeed(props: {
  query: UseInfiniteQueryResult<InfiniteData<ArticlePage>>;
  locale: string;
  label: string;
  wide?: number;
  statute?: boolean;
  testId?: string;
}) {
  const { query, locale, label, wide, statute, testId } = props;
  const t = useT();
  const columns = useColumns(wide);
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);
  const split = useMemo(() => splitColumns(items, columns), [items, columns]);
  const busy = query.isPending || (query.isFetching && !query.isFetchingNextPage);

  let body;
  if (query.isPending) {
    body = (
      <div className="vc-feed__cols" style={{ '--cols': columns } as CSSProperties}>
        {Array.from({ length: columns }, (_, c) => (
          <div key={c} className="vc-feed__col">
            {Array.from({ length: Math.ceil(SKELETONS / columns) + 1 }, (_, i) => (
              <SkeletonCard key={i} tall={(i + c) % 2 === 0} />
            ))}
          </div>
        ))}
      </div>
    );
  } else if (query.isError && items.length === 0) {
    body = (
      <div className="vc-feed__state" role="alert">
        <p className="vc-feed__state-title">{t('feed.loadFailed')}</p>
        <p className="vc-muted">{errorMessage(query.error, t('error.request'))}</p>
        <button type="button" className="vc-button vc-button--ghost" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  } else if (items.length === 0) {
    body = (
      <div className="vc-feed__state">
        <p className="vc-feed__state-title">{t('feed.empty')}</p>
        <p className="vc-muted">{t('feed.emptyText')}</p>
      </div>
    );
  } else {
    body = (
      <>
        <div className="vc-feed__cols" style={{ '--cols': columns } as CSSProperties}>
          {split.map((col, c) => (
            <div key={c} className="vc-feed__col">
              {col.map((i) => (
                <ArticleCard
                  key={items[i]!.id}
                  item={items[i]!}
                  index={i}
                  locale={locale}
                  statute={statute}
                  eager={i < columns * 2}
                />
              ))}
            </div>
          ))}
        </div>
        <ListEnd query={query} />
      </>
    );
  }
  return (
    <section className="vc-feed" aria-label={label} aria-busy={busy} data-testid={testId}>
      {body}
    </section>
  );
}
