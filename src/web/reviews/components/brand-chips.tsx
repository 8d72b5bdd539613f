import { useQuery } from '@tanstack/react-query';
import { NavLink } from '../../app/routing.tsx';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { brandListQuery } from '../api/catalogue-api.ts';

/** The brands as chips: "All" (`/evaluate/all`) and one per brand; the current one is marked. */
export function BrandChips({ current, search }: { current: string; search: string }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const brands = useQuery(brandListQuery(lang));
  const chips = [{ id: 'all', name: t('reviews.allBrands') }, ...(brands.data ?? [])];
  return (
    <nav className="vc-brand-chips" aria-label={t('reviews.brandsLabel')}>
      <ul>
        {chips.map((b) => (
          <li key={b.id}>
            <NavLink
              to={`/evaluate/${b.id}${search}`}
              className={`vc-chip vc-chip--button${b.id === current ? ' is-active' : ''}`}
              aria-current={b.id === current ? 'page' : undefined}
              data-testid={`brand-chip-${b.id}`}
            >
              {b.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
