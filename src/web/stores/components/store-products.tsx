import { useQuery } from '@tanstack/react-query';
import { Link } from '../../app/routing.tsx';
import { useT } from '../../i18n/i18n.ts';
import { storeProductsQuery } from '../api/store-api.ts';

/** "Products seen here": what members reported, most reported first; each opens its product page. */
export function StoreProducts({ storeId }: { storeId: string }) {
  const t = useT();
  const query = useQuery(storeProductsQuery(storeId));
  const list = query.data?.list ?? [];
  return (
    <section className="vc-card" aria-labelledby="vc-store-products">
      <h2 id="vc-store-products" className="vc-section-title">
        {t('stores.productsSeen')}
      </h2>
      {query.isPending ? (
        <span className="vc-spinner" />
      ) : list.length === 0 ? (
        <p className="vc-muted">{t('stores.productsEmpty')}</p>
      ) : (
        <ul className="vc-store-products" data-testid="store-products">
          {list.map(({ product, reports }) => (
            <li key={product.id}>
              <Link className="vc-store-product" to={`/product/${encodeURIComponent(product.id)}`}>
                {product.image ? (
                  <img className="vc-store-product__img" src={product.image} alt="" loading="lazy" />
                ) : (
                  <span className="vc-store-product__img" aria-hidden />
                )}
                <span className="vc-store-product__brand">{product.brandName}</span>
                <span className="vc-store-product__name">{product.name}</span>
                <span className="vc-muted vc-store-product__reports">
                  {t('stores.reports', { count: reports })}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
