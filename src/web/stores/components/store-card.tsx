import { Link } from '../../app/routing.tsx';
import type { StoreListItem } from '../../../shared/schemas/stores.ts';
import { useT } from '../../i18n/i18n.ts';
import { formatDistance } from '../distance.ts';
import { ScoreStars } from './score-stars.tsx';
import { StorePhoto } from './store-photo.tsx';
import { TypeBadge } from './type-badge.tsx';

/** One store of a list: the whole card opens the store. */
export function StoreCard({ store, locale }: { store: StoreListItem; locale: string }) {
  const t = useT();
  return (
    <li>
      <Link className="vc-store-card" to={`/store/${encodeURIComponent(store.id)}`} data-testid="store-card">
        <StorePhoto url={store.photoUrl} className="vc-store-card__photo" />
        <span className="vc-store-card__body">
          <span className="vc-store-card__head">
            <span className="vc-store-card__name">{store.name}</span>
            {store.distanceM !== null ? (
              <span className="vc-store-card__distance">
                <span aria-hidden>{formatDistance(store.distanceM, locale)}</span>
                <span className="vc-visually-hidden">
                  {t('stores.away', { distance: formatDistance(store.distanceM, locale) })}
                </span>
              </span>
            ) : null}
          </span>
          <span className="vc-store-card__meta">
            <TypeBadge type={store.type} />
            <ScoreStars score={store.meanScore} count={store.ratingCount} locale={locale} />
          </span>
          <span className="vc-store-card__address">
            {[store.address, store.city].filter(Boolean).join(', ')}
          </span>
        </span>
      </Link>
    </li>
  );
}
