import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useParams } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { brandActivitiesQuery } from '../../activities/api/activities-api.ts';
import { ActivityCard } from '../../activities/components/activity-card.tsx';
import { ApiError } from '../../api/api-error.ts';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { TitledSection } from '../../app/titled-section.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { brandProductsQuery } from '../../reviews/api/catalogue-api.ts';
import { ProductCard } from '../../reviews/components/product-card.tsx';
import { brandArticlesQuery, brandSpecialQuery } from '../api/brand-specials-api.ts';
import { Lines } from '../components/article-blocks.tsx';
import { ArticleFeed } from '../components/article-feed.tsx';
import { BrandFollowButton } from '../components/brand-follow-button.tsx';
import '../../activities/activities.css';
import '../content.css';

/** A section of the page, its heading styled as the page's other headings; the id names it for tests too. */
const section = (id: string, title: string) => ({ id, title, headingClass: 'vc-home__heading', testId: id });

/**
 * `/brand/{id}`: a brand special's cover, logo, name, followers and Follow button, its description,
 * then its products with their ratings, its current activities and its articles.
 */
export default function BrandPage() {
  const t = useT();
  const { id = '' } = useParams();
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const brand = useQuery(brandSpecialQuery(id, lang, token));
  const products = useQuery(brandProductsQuery(id, lang));
  const activities = useQuery(brandActivitiesQuery(id, lang));
  const feed = useInfiniteQuery(brandArticlesQuery(id, lang));
  const fallback = useQueryFallback(brand);
  if (brand.error instanceof ApiError && (brand.error.code === 404 || brand.error.code === 400)) {
    return (
      <div className="vc-feed__state">
        <p className="vc-feed__state-title">{t('feed.notFound')}</p>
        <Link className="vc-button vc-button--soft" to="/home">
          {t('feed.backToFeed')}
        </Link>
      </div>
    );
  }
  if (fallback || !brand.data) return fallback;
  const b = brand.data;
  const locale = LANGUAGE_TAGS[lang];
  const productList = products.data ?? [];
  const activityList = activities.data?.list ?? [];
  return (
    <div className="vc-stack vc-brand-page" data-testid="brand-page">
      <header className="vc-brand">
        {b.coverUrl ? <img className="vc-brand__cover" src={b.coverUrl} alt="" decoding="async" /> : null}
        <div className="vc-brand__head">
          {b.logoUrl ? (
            <img className="vc-brand__logo" src={b.logoUrl} alt="" width={64} height={64} />
          ) : (
            <span className="vc-brand__logo vc-brand__logo--initial" aria-hidden>
              {Array.from(b.name)[0]}
            </span>
          )}
          <div className="vc-brand__title">
            <h2 className="vc-brand__name">{b.name}</h2>
            <span className="vc-muted" data-testid="brand-followers">
              {t('feed.brandFollowers', { count: b.followerCount })}
            </span>
          </div>
          <BrandFollowButton id={b.id} name={b.name} followed={b.followed} />
        </div>
        {b.description ? (
          <p className="vc-brand__text">
            <Lines text={b.description} />
          </p>
        ) : null}
      </header>
      {productList.length > 0 ? (
        <TitledSection {...section('brand-products', t('feed.brandProducts'))}>
          <ul className="vc-product-grid">
            {productList.map((p) => (
              <ProductCard key={p.id} product={p} locale={locale} />
            ))}
          </ul>
        </TitledSection>
      ) : null}
      {activityList.length > 0 ? (
        <TitledSection {...section('brand-activities', t('feed.brandActivities'))}>
          <ul className="vc-act-list">
            {activityList.map((a) => (
              <ActivityCard key={a.id} activity={a} locale={locale} />
            ))}
          </ul>
        </TitledSection>
      ) : null}
      <h2 className="vc-home__heading">{t('feed.brandArticles')}</h2>
      <ArticleFeed query={feed} locale={locale} label={t('feed.brandArticles')} wide={3} />
    </div>
  );
}
