import { useQuery } from '@tanstack/react-query';
import { Link } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import type { BrandActivityCard } from '../../../shared/schemas/activities.ts';
import type { MyBrandStatistics } from '../../../shared/schemas/content.ts';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { TitledSection } from '../../app/titled-section.tsx';
import { openLoginDialog } from '../../auth/login-dialog-store.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { brandSpecialsQuery, myBrandsQuery } from '../../content/api/brand-specials-api.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { followedBrandActivitiesQuery } from '../api/activities-api.ts';
import { ActivityCard } from '../components/activity-card.tsx';
import '../activities.css';

type Followed = MyBrandStatistics['list'][number];

/**
 * `/activity/vape`: the current activities of the brands the member follows, grouped by brand
 * (decision 104). Visitors are asked to sign in; a member who follows none is shown the brand pages.
 */
export default function ActivityVapePage() {
  const t = useT();
  const token = useUserStore((s) => s.token);
  if (token === '') {
    return (
      <div className="vc-stack" data-testid="vape-page">
        <div className="vc-card vc-empty" role="status">
          <p className="vc-empty__text">{t('activities.vapeSignIn')}</p>
          <button
            type="button"
            className="vc-button vc-button--primary"
            onClick={() => openLoginDialog()}
            data-testid="vape-sign-in"
          >
            {t('loginDialog.signIn')}
          </button>
        </div>
        <BrandPages />
      </div>
    );
  }
  return <MemberVape token={token} />;
}

function MemberVape({ token }: { token: string }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const mine = useQuery(myBrandsQuery(lang, token));
  const activities = useQuery(followedBrandActivitiesQuery(lang, token));
  const mineFallback = useQueryFallback(mine);
  const activitiesFallback = useQueryFallback(activities);
  const fallback = mineFallback ?? activitiesFallback;
  if (fallback || !mine.data || !activities.data) return fallback;
  const brands = mine.data.list;
  if (brands.length === 0) {
    return (
      <div className="vc-stack" data-testid="vape-page">
        <div className="vc-card vc-empty" role="status" data-testid="vape-empty">
          <p className="vc-empty__text">{t('activities.vapeEmpty')}</p>
        </div>
        <BrandPages />
      </div>
    );
  }
  const byBrand = new Map<string, BrandActivityCard[]>();
  for (const a of activities.data.list)
    byBrand.set(a.brandSpecialId, [...(byBrand.get(a.brandSpecialId) ?? []), a]);
  const withActivities = brands.filter((b) => byBrand.has(b.id));
  return (
    <div className="vc-stack" data-testid="vape-page">
      <p className="vc-muted vc-act-text">{t('activities.vapeLead')}</p>
      {withActivities.length === 0 ? (
        <div className="vc-card vc-empty" role="status" data-testid="vape-none">
          <p className="vc-empty__text">{t('activities.vapeNone')}</p>
        </div>
      ) : null}
      {withActivities.map((b) => (
        <BrandGroup key={b.id} brand={b} rows={byBrand.get(b.id) ?? []} locale={LANGUAGE_TAGS[lang]} />
      ))}
      <TitledSection id="vape-following" title={t('activities.vapeFollowing')} headingClass="vc-act-group">
        <BrandChips brands={brands} />
      </TitledSection>
    </div>
  );
}

function BrandGroup({ brand, rows, locale }: { brand: Followed; rows: BrandActivityCard[]; locale: string }) {
  return (
    <TitledSection
      id={`brand-${brand.id}`}
      title={
        <>
          {brand.logoUrl ? <img className="vc-act-group__logo" src={brand.logoUrl} alt="" /> : null}
          <Link to={`/brand/${brand.id}`}>{brand.name}</Link>
        </>
      }
      headingClass="vc-act-group"
      testId="vape-brand"
    >
      <ul className="vc-act-list">
        {rows.map((a) => (
          <ActivityCard key={a.id} activity={a} locale={locale} />
        ))}
      </ul>
    </TitledSection>
  );
}

/** Every brand page, so a member can find one to follow. */
function BrandPages() {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const brands = useQuery(brandSpecialsQuery(lang));
  const list = brands.data ?? [];
  if (list.length === 0) return null;
  return (
    <TitledSection id="vape-brands" title={t('activities.vapeBrands')} headingClass="vc-act-group">
      <BrandChips brands={list} />
    </TitledSection>
  );
}

function BrandChips({ brands }: { brands: { id: string; name: string; logoUrl: string | null }[] }) {
  return (
    <ul className="vc-brand-chips" data-testid="vape-brand-links">
      {brands.map((b) => (
        <li key={b.id}>
          <Link className="vc-card vc-brand-chip" to={`/brand/${b.id}`}>
            {b.logoUrl ? (
              <img className="vc-brand-chip__logo" src={b.logoUrl} alt="" />
            ) : (
              <span className="vc-brand-chip__logo vc-brand-chip__logo--initial" aria-hidden>
                {Array.from(b.name)[0]}
              </span>
            )}
            <span className="vc-brand-chip__name">{b.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
