import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useParams } from '../../app/routing.tsx';
import { countryName } from '../../../shared/countries.ts';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { ApiError, errorMessage } from '../../api/api-error.ts';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { toast } from '../../app/toast.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { ConfirmDialog } from '../../people/components/confirm-dialog.tsx';
import { removeMyShare, storeQuery } from '../api/store-api.ts';
import { STORES_KEY } from '../api/stores-key.ts';
import { ScoreStars } from '../components/score-stars.tsx';
import { StorePhoto } from '../components/store-photo.tsx';
import { StoreProducts } from '../components/store-products.tsx';
import { StoreRatings } from '../components/store-ratings.tsx';
import { TypeBadge } from '../components/type-badge.tsx';
import '../stores.css';

/** The parts of an address, without blanks or a part repeating the one before (a city named like its area). */
const addressLine = (parts: (string | null)[]) =>
  parts.filter((p, i): p is string => !!p && p !== parts[i - 1]).join(', ');

/** `/store/{id}`: one store: photo, address, score, products seen there and the ratings. */
export default function StorePage() {
  const t = useT();
  const msg = useMsg();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useParams().id ?? '';
  const lang = useLanguage((s) => s.language);
  const locale = LANGUAGE_TAGS[lang];
  const token = useUserStore((s) => s.token);
  const query = useQuery(storeQuery(id, token));
  const fallback = useQueryFallback(query);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  if (query.error instanceof ApiError && query.error.code === 404) {
    return (
      <div className="vc-card vc-empty" data-testid="store-missing">
        <p className="vc-empty__text">{t('stores.notFound')}</p>
        <Link className="vc-button vc-button--ghost" to="/store">
          {t('stores.backToList')}
        </Link>
      </div>
    );
  }
  if (fallback || !query.data) return fallback;
  const store = query.data;
  const country = countryName(store.country, lang);

  const remove = async () => {
    setBusy(true);
    try {
      await removeMyShare(store.id);
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: STORES_KEY });
      void toast(msg('stores.removed'), 'success');
      void navigate('/store');
    } catch (err) {
      void toast(errorMessage(err, t('error.request')), 'fail');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="vc-stores vc-store" data-testid="store-page">
      <article className="vc-card vc-store__main">
        <StorePhoto url={store.photoUrl} className="vc-store__photo" alt={store.name} />
        <div className="vc-store__info">
          <h2 className="vc-stores__title">{store.name}</h2>
          <p className="vc-store__meta">
            <TypeBadge type={store.type} />
            <ScoreStars score={store.meanScore} count={store.ratingCount} locale={locale} />
          </p>
          <address className="vc-store__address">
            {store.address}
            <br />
            {addressLine([store.county, store.city, store.area, store.postalCode, country])}
          </address>
          <p className="vc-muted">{t('stores.shareCount', { count: store.shareCount })}</p>
          <div className="vc-store__actions">
            <Link
              className="vc-button vc-button--primary"
              to={`/store/share?storeId=${encodeURIComponent(store.id)}`}
              data-testid="store-rate"
            >
              {t('stores.rateOrShare')}
            </Link>
            {store.myShareId ? (
              <button
                type="button"
                className="vc-button vc-button--ghost vc-store__remove"
                onClick={() => setConfirming(true)}
                data-testid="store-remove"
              >
                {t('stores.removeShare')}
              </button>
            ) : (
              <Link
                className="vc-button vc-button--ghost"
                to={`/report/store?targetId=${encodeURIComponent(store.id)}`}
                data-testid="store-report"
              >
                {t('reports.reportAction')}
              </Link>
            )}
          </div>
        </div>
      </article>
      <StoreProducts storeId={store.id} />
      <StoreRatings storeId={store.id} locale={locale} />
      <ConfirmDialog
        open={confirming}
        title={t('stores.removeShare')}
        text={t('stores.removeConfirm')}
        confirmLabel={t('stores.remove')}
        danger
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setConfirming(false)}
        testId="store-remove-dialog"
      />
    </div>
  );
}
