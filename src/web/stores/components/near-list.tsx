import { useQuery } from '@tanstack/react-query';
import type { StoreType } from '../../../shared/schemas/stores.ts';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { useT } from '../../i18n/i18n.ts';
import { nearQuery, type NearWhere } from '../api/near-api.ts';
import { formatDistance } from '../distance.ts';
import { StoreCard } from './store-card.tsx';

/** The stores around a position (nearest first) or in a city; says so when there are none. */
export function NearList({
  where,
  type,
  locale,
}: {
  where: NearWhere;
  type: StoreType | null;
  locale: string;
}) {
  const t = useT();
  const query = useQuery(nearQuery(where, type));
  const fallback = useQueryFallback(query);
  const radius = 'position' in where ? formatDistance(where.radiusKm * 1000, locale) : '';
  const caption =
    'position' in where ? t('stores.resultsNear', { radius }) : t('stores.resultsCity', { city: where.city });
  if (fallback) return fallback;
  const list = query.data?.list ?? [];
  if (list.length === 0) {
    return (
      <div className="vc-card vc-empty" role="status" data-testid="store-empty">
        <p className="vc-empty__text">
          {'position' in where
            ? t('stores.nearEmpty', { radius })
            : t('stores.cityEmpty', { city: where.city })}
        </p>
      </div>
    );
  }
  return (
    <section aria-label={t('stores.results')}>
      <p className="vc-muted vc-store-caption">{caption}</p>
      <ul className="vc-store-list" data-testid="store-list">
        {list.map((s) => (
          <StoreCard key={s.id} store={s} locale={locale} />
        ))}
      </ul>
    </section>
  );
}
