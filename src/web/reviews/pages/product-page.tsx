import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { isMissing, Missing } from '../../app/missing.tsx';
import { usePageHeader } from '../../app/header-store.ts';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { Lines } from '../../content/components/article-blocks.tsx';
import { pictureHref } from '../../content/components/picture-link.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { productQuery } from '../api/catalogue-api.ts';
import { statisticsQuery, topReviewsQuery } from '../api/reviews-api.ts';
import { ProductReviews } from '../components/product-reviews.tsx';
import { ProductStats } from '../components/product-stats.tsx';
import { ReviewCard } from '../components/review-card.tsx';
import { ReviewFab } from '../components/review-fab.tsx';
import { DEVICE_KEY, styleName } from '../review-labels.ts';
import '../../content/content.css';
import '../reviews.css';

/** `/product/{id}`: the product, its statistics, its top reviews and all its reviews. */
export default function ProductPage() {
  const t = useT();
  const { id = '' } = useParams();
  const lang = useLanguage((s) => s.language);
  const locale = LANGUAGE_TAGS[lang];
  const query = useQuery(productQuery(id, lang));
  const stats = useQuery(statisticsQuery(id));
  const top = useQuery(topReviewsQuery(id));
  usePageHeader({ share: true });
  const fallback = useQueryFallback(query);
  if (isMissing(query.error)) {
    return (
      <Missing
        title={t('reviews.productNotFound')}
        to="/evaluate/all"
        action={t('nav.reviews')}
        testId="product-not-found"
      />
    );
  }
  if (fallback || !query.data) return fallback;
  const p = query.data;
  const images = p.images.map((url) => ({ url, width: 0, height: 0 }));

  return (
    <div className="vc-product" data-testid="product">
      <section className="vc-product__head">
        {images.length > 0 ? (
          <ul className="vc-product__pictures" aria-label={t('reviews.pictures')}>
            {images.map((img, i) => (
              <li key={img.url}>
                <Link
                  to={pictureHref(images, i)}
                  state={{ images, index: i }}
                  aria-label={t('reviews.pictureN', { n: i + 1, total: images.length })}
                >
                  <img src={img.url} alt="" loading={i === 0 ? 'eager' : 'lazy'} />
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
        <div className="vc-product__info">
          <p className="vc-muted">
            {p.brandName}
            {p.seriesName ? ` · ${p.seriesName}` : ''}
          </p>
          <h1 className="vc-product__name">{p.name}</h1>
          <ul className="vc-review-chips">
            <li className="vc-chip">{t(DEVICE_KEY[p.deviceType])}</li>
            <li className="vc-chip">{styleName(p.style, lang)}</li>
            <li className="vc-chip">{p.model}</li>
          </ul>
          {p.flavours.length > 0 ? (
            <p>
              <span className="vc-field__label">{t('reviews.flavours')}: </span>
              {p.flavours.join(', ')}
            </p>
          ) : null}
          {p.description ? (
            <p className="vc-product__desc">
              <Lines text={p.description} />
            </p>
          ) : null}
          <Link
            className="vc-button vc-button--primary"
            to={`/evaluate/add?productId=${encodeURIComponent(p.id)}`}
          >
            {t('reviews.write')}
          </Link>
        </div>
      </section>
      <section className="vc-review-section" aria-labelledby="product-stats-title">
        <h2 id="product-stats-title" className="vc-review-subtitle">
          {t('reviews.statistics')}
        </h2>
        {stats.data ? <ProductStats stats={stats.data} locale={locale} /> : null}
      </section>
      {top.data && top.data.length > 0 ? (
        <section className="vc-review-section" aria-labelledby="product-top-title">
          <h2 id="product-top-title" className="vc-review-subtitle">
            {t('reviews.topReviews')}
          </h2>
          <ul className="vc-review-list">
            {top.data.map((r) => (
              <li key={r.id}>
                <ReviewCard review={r} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <ProductReviews productId={p.id} locale={locale} />
      <ReviewFab productId={p.id} />
    </div>
  );
}
