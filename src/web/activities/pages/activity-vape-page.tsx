import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import type { BrandSpecial } from '../../../shared/schemas/content.ts';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { brandSpecialsQuery } from '../../content/api/brand-specials-api.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { brandActivitiesQuery } from '../api/activities-api.ts';
import { ActivityCard } from '../components/activity-card.tsx';
import '../activities.css';

/** `/activity/vape`: the activities grouped by brand special (a brand's page), brands without any hidden. */
export default function ActivityVapePage() {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const brands = useQuery(brandSpecialsQuery(lang));
  const fallback = useQueryFallback(brands);
  if (fallback) return fallback;
  const list = brands.data ?? [];
  return (
    <div className="vc-stack" data-testid="vape-page">
      <p className="vc-muted vc-act-text">{t('activities.vapeLead')}</p>
      {list.length === 0 ? (
        <div className="vc-card vc-empty" role="status">
          <p className="vc-empty__text">{t('activities.vapeEmpty')}</p>
        </div>
      ) : null}
      {list.map((b) => (
        <BrandGroup key={b.id} brand={b} locale={LANGUAGE_TAGS[lang]} />
      ))}
    </div>
  );
}

function BrandGroup({ brand, locale }: { brand: BrandSpecial; locale: string }) {
  const lang = useLanguage((s) => s.language);
  const query = useQuery(brandActivitiesQuery(brand.id, lang));
  const rows = query.data?.list ?? [];
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby={`brand-${brand.id}`} data-testid="vape-brand">
      <h2 id={`brand-${brand.id}`} className="vc-act-group">
        {brand.logoUrl ? <img className="vc-act-group__logo" src={brand.logoUrl} alt="" /> : null}
        <Link to={`/brand/${brand.id}`}>{brand.name}</Link>
      </h2>
      <ul className="vc-act-list">
        {rows.map((a) => (
          <ActivityCard key={a.id} activity={a} locale={locale} />
        ))}
      </ul>
    </section>
  );
}
