import { useQuery } from '@tanstack/react-query';
import { Link } from '../../app/routing.tsx';
import { useT } from '../../i18n/i18n.ts';
import { top3Query } from '../api/near-api.ts';
import type { Position } from '../position-store.ts';
import { ScoreStars } from './score-stars.tsx';
import { StorePhoto } from './store-photo.tsx';

/** "Top stores": the three best rated, near the member when their position is known. Hidden when none. */
export function TopStores({ position, locale }: { position: Position | null; locale: string }) {
  const t = useT();
  const query = useQuery(top3Query(position));
  const list = query.data?.list ?? [];
  if (list.length === 0) return null;
  return (
    <section className="vc-store-top" aria-labelledby="vc-store-top-title">
      <h2 id="vc-store-top-title" className="vc-section-title">
        {t('stores.top')}
      </h2>
      <ol className="vc-store-top__list">
        {list.map((s) => (
          <li key={s.id}>
            <Link
              className="vc-store-top__item"
              to={`/store/${encodeURIComponent(s.id)}`}
              data-testid="top-store"
            >
              <StorePhoto url={s.photoUrl} className="vc-store-top__photo" />
              <span className="vc-store-top__name">{s.name}</span>
              <ScoreStars score={s.meanScore} count={s.ratingCount} locale={locale} />
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
