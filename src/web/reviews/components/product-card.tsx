import { Link } from '../../app/routing.tsx';
import type { ProductListItem } from '../../../shared/schemas/catalogue.ts';
import { useT } from '../../i18n/i18n.ts';
import { Stars } from './stars.tsx';
import './product-card.css';

/** A product in a grid: its first picture (or its initial), name, model, and the mean of its reviews in stars. */
export function ProductCard({ product: p, locale }: { product: ProductListItem; locale: string }) {
  const t = useT();
  const nf = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <li>
      <Link to={`/product/${p.id}`} className="vc-card vc-product-card" data-testid="product-card">
        {p.image ? (
          <img className="vc-product-card__image" src={p.image} alt="" loading="lazy" decoding="async" />
        ) : (
          <span className="vc-product-card__image vc-product-card__image--none" aria-hidden>
            {Array.from(p.name)[0]}
          </span>
        )}
        <span className="vc-product-card__body">
          <span className="vc-product-card__name">{p.name}</span>
          <span className="vc-muted vc-product-card__model">{p.model}</span>
          {p.meanScore !== null && p.reviewCount > 0 ? (
            <span className="vc-product-card__score">
              <Stars score={p.meanScore} />
              <span aria-hidden>{nf.format(p.meanScore)}</span>
              <span className="vc-muted">{t('reviews.reviewCount', { count: p.reviewCount })}</span>
            </span>
          ) : (
            <span className="vc-muted vc-product-card__score">{t('reviews.noStats')}</span>
          )}
        </span>
      </Link>
    </li>
  );
}
