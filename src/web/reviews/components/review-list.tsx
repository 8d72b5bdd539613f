import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Review, ReviewPage } from '../../../shared/schemas/reviews.ts';
import { errorMessage } from '../../api/api-error.ts';
import { ListEnd } from '../../app/list-end.tsx';
import { useT } from '../../i18n/i18n.ts';
import { ReviewCard } from './review-card.tsx';

/** An infinite list of review cards with its loading, empty and error states. */
export function ReviewList({
  query,
  locale,
  label,
  onOpen,
  onProduct,
}: {
  query: UseInfiniteQueryResult<InfiniteData<ReviewPage>>;
  locale: string;
  label: string;
  onOpen?: (index: number, items: Review[]) => void;
  onProduct?: (review: Review) => void;
}) {
  const t = useT();
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);
  if (query.isPending) {
    return (
      <div className="vc-loading" role="status" aria-busy="true">
        <span className="vc-spinner" />
        <span className="vc-visually-hidden">{t('common.loading')}</span>
      </div>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <div className="vc-feed__state" role="alert">
        <p className="vc-muted">{errorMessage(query.error, t('error.request'))}</p>
        <button type="button" className="vc-button vc-button--ghost" onClick={() => void query.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <div className="vc-feed__state" data-testid="reviews-empty">
        <p className="vc-feed__state-title">{t('reviews.empty')}</p>
        <p className="vc-muted">{t('reviews.emptyText')}</p>
      </div>
    );
  }
  return (
    <>
      <ul
        className="vc-review-list"
        aria-label={label}
        aria-busy={query.isFetching && !query.isFetchingNextPage}
      >
        {items.map((r, i) => (
          <li key={r.id} data-index={i}>
            <ReviewCard
              review={r}
              locale={locale}
              onOpen={onOpen ? () => onOpen(i, items) : undefined}
              onProduct={onProduct ? () => onProduct(r) : undefined}
            />
          </li>
        ))}
      </ul>
      <ListEnd query={query} />
    </>
  );
}
