import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { ApiError } from '../../api/api-error.ts';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { brandArticlesQuery, brandSpecialQuery } from '../api/brand-specials-api.ts';
import { Lines } from '../components/article-blocks.tsx';
import { ArticleFeed } from '../components/article-feed.tsx';
import '../content.css';

/** `/brand/{id}`: a brand special's cover, logo, name and description, then its articles. */
export default function BrandPage() {
  const t = useT();
  const { id = '' } = useParams();
  const lang = useLanguage((s) => s.language);
  const brand = useQuery(brandSpecialQuery(id, lang));
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
  return (
    <div className="vc-stack">
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
          <h2 className="vc-brand__name">{b.name}</h2>
        </div>
        {b.description ? (
          <p className="vc-brand__text">
            <Lines text={b.description} />
          </p>
        ) : null}
      </header>
      <h2 className="vc-home__heading">{t('feed.brandArticles')}</h2>
      <ArticleFeed query={feed} locale={LANGUAGE_TAGS[lang]} label={t('feed.brandArticles')} wide={3} />
    </div>
  );
}
