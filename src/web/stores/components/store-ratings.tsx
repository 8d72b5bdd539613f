import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { StoreRating } from '../../../shared/schemas/stores.ts';
import { ListEnd } from '../../app/list-end.tsx';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { Avatar } from '../../content/components/avatar.tsx';
import { formatDate } from '../../content/components/format.ts';
import { useT } from '../../i18n/i18n.ts';
import { storeRatingsQuery } from '../api/store-api.ts';

function RatingRow({ item, locale }: { item: StoreRating; locale: string }) {
  const t = useT();
  return (
    <li className="vc-store-rating" data-testid="store-rating">
      <div className="vc-store-rating__head">
        <Avatar author={item.author} size={32} />
        <span className="vc-store-rating__who">
          <span className="vc-store-rating__name">
            {item.author.nickName}
            {item.mine ? <span className="vc-tag vc-tag--ready">{t('stores.mine')}</span> : null}
          </span>
          <time className="vc-muted" dateTime={item.createdAt}>
            {formatDate(item.createdAt, locale)}
          </time>
        </span>
        <span className="vc-store-stars__icons" role="img" aria-label={t('stores.stars', { n: item.score })}>
          {'★'.repeat(item.score)}
          <span className="vc-store-stars__off">{'★'.repeat(5 - item.score)}</span>
        </span>
      </div>
      {item.text ? <p className="vc-store-rating__text">{item.text}</p> : null}
      {item.photoUrl ? (
        <img
          className="vc-store-rating__photo"
          src={item.photoUrl}
          alt={t('stores.ratingPhoto', { name: item.author.nickName })}
          loading="lazy"
        />
      ) : null}
    </li>
  );
}

/** The store's ratings, newest first, loading more as the reader scrolls. */
export function StoreRatings({ storeId, locale }: { storeId: string; locale: string }) {
  const t = useT();
  const token = useUserStore((s) => s.token);
  const query = useInfiniteQuery(storeRatingsQuery(storeId, token));
  const fallback = useQueryFallback(query);
  const items = useMemo(() => query.data?.pages.flatMap((p) => p.list) ?? [], [query.data]);
  return (
    <section className="vc-card" aria-labelledby="vc-store-ratings">
      <h2 id="vc-store-ratings" className="vc-section-title">
        {t('stores.ratingsTitle')}
      </h2>
      {fallback ??
        (items.length === 0 ? (
          <p className="vc-muted">{t('stores.ratingsEmpty')}</p>
        ) : (
          <>
            <ul className="vc-store-ratings">
              {items.map((r) => (
                <RatingRow key={r.id} item={r} locale={locale} />
              ))}
            </ul>
            <ListEnd query={query} />
          </>
        ))}
    </section>
  );
}
