import { useQuery } from '@tanstack/react-query';
import { CloseOutline } from 'antd-mobile-icons';
import { useEffect, useId, useState } from 'react';
import { STORE_PRODUCTS_MAX } from '../../../shared/schemas/stores.ts';
import { useT } from '../../i18n/i18n.ts';
import { productSearchQuery } from '../api/product-search-api.ts';
import { addProduct, type ProductChip } from '../share-draft.ts';

/** "Products seen here": catalogue search, results as add buttons, the chosen ones as removable chips. */
export function ProductPicker(props: {
  value: ProductChip[];
  onValue: (list: ProductChip[]) => void;
  error?: string | undefined;
}) {
  const t = useT();
  const id = useId();
  const { value, onValue, error } = props;
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  // Ask the catalogue once typing pauses, not on every key.
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const search = useQuery(productSearchQuery(keyword));
  const left = STORE_PRODUCTS_MAX - value.length;
  const results = (search.data?.list ?? []).filter((p) => !value.some((c) => c.id === p.id));

  return (
    <div className="vc-field" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="vc-field__label">
        {t('stores.products')}
      </span>
      {value.length > 0 ? (
        <ul className="vc-store-chips" data-testid="store-product-chips">
          {value.map((p) => (
            <li key={p.id} className="vc-store-chip">
              <span>{p.name}</span>
              <button
                type="button"
                className="vc-store-chip__remove"
                aria-label={t('stores.productRemove', { name: p.name })}
                onClick={() => onValue(value.filter((c) => c.id !== p.id))}
              >
                <CloseOutline aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <label className="vc-visually-hidden" htmlFor={id}>
        {t('stores.productSearch')}
      </label>
      <input
        id={id}
        className="vc-input"
        type="search"
        value={typed}
        disabled={left <= 0}
        placeholder={t('stores.productSearchPlaceholder')}
        onChange={(e) => setTyped(e.target.value)}
        data-testid="store-product-search"
      />
      <span className="vc-field__hint">{t('stores.productsLeft', { n: left })}</span>
      {keyword && left > 0 ? (
        <div role="status" className="vc-store-results">
          {results.length === 0 && !search.isFetching ? (
            <span className="vc-muted">{t('stores.productNone')}</span>
          ) : (
            <ul className="vc-store-results__list">
              {results.map((p) => (
                <li key={p.id}>
                  <button
                    type="button"
                    className="vc-store-result"
                    aria-label={t('stores.productAdd', { name: `${p.brandName} ${p.name}` })}
                    onClick={() => onValue(addProduct(value, { id: p.id, name: `${p.brandName} ${p.name}` }))}
                  >
                    <span className="vc-muted">{p.brandName}</span> {p.name}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {error ? (
        <span className="vc-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
