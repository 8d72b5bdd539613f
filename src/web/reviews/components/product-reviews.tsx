import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ReviewSort } from '../../../shared/schemas/reviews.ts';
import { useT } from '../../i18n/i18n.ts';
import { reviewListQuery } from '../api/reviews-api.ts';
import { restoredComments, useProductSession } from '../product-session-store.ts';
import { ReviewList } from './review-list.tsx';
import { SortTabs } from './sort-tabs.tsx';

/**
 * A product's reviews with the sort tabs. The loaded list and the review last opened are kept in
 * the product session state (spec §3): coming back shows the same list at the same card.
 */
export function ProductReviews({ productId, locale }: { productId: string; locale: string }) {
  const t = useT();
  const [sort, setSort] = useState<ReviewSort>('popular');
  const key = `${productId}:${sort}`;
  const [restored] = useState(() => restoredComments(useProductSession.getState(), key));
  const query = useInfiniteQuery({
    ...reviewListQuery({ productId }, sort),
    ...(restored ? { initialData: { pages: [restored], pageParams: [undefined] } } : {}),
  });

  useEffect(() => {
    if (!restored) return;
    const index = useProductSession.getState().commentsIndex;
    // After the list has rendered: bring the review last opened back into view.
    requestAnimationFrame(() =>
      document
        .querySelector(`[data-product-reviews] [data-index="${index}"]`)
        ?.scrollIntoView({ block: 'center' }),
    );
  }, [restored]);

  return (
    <section className="vc-review-section" aria-labelledby="product-reviews-title" data-product-reviews>
      <h2 id="product-reviews-title" className="vc-review-subtitle">
        {t('reviews.allReviews')}
      </h2>
      <SortTabs value={sort} onChange={setSort} />
      <ReviewList
        query={query}
        locale={locale}
        label={t('reviews.allReviews')}
        onOpen={(index, items) => {
          const pages = query.data?.pages ?? [];
          useProductSession
            .getState()
            .saveComments(key, items, pages[pages.length - 1]?.nextCursor ?? null, index);
        }}
      />
    </section>
  );
}
