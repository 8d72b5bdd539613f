import { useInfiniteQuery } from '@tanstack/react-query';
import { ShopbagOutline } from 'antd-mobile-icons';
import { Link } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { ListEnd } from '../../app/list-end.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { mySharesQuery } from '../api/store-api.ts';
import { StorePhoto } from '../components/store-photo.tsx';
import { TypeBadge } from '../components/type-badge.tsx';
import '../stores.css';

/** `/my/shares`: the stores I shared and what I said of each, newest first, loading as I scroll. */
export default function MySharesPage() {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const shares = useInfiniteQuery(mySharesQuery(token));
  const rows = shares.data?.pages.flatMap((p) => p.list) ?? [];
  const day = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: 'medium' });

  return (
    <div className="vc-stack">
      {shares.isError ? <p className="vc-notice">{t('stores.mySharesFailed')}</p> : null}
      {shares.isSuccess && rows.length === 0 ? (
        <div className="vc-card vc-my-shares__empty" data-testid="my-shares-empty">
          <ShopbagOutline className="vc-my-shares__icon" aria-hidden />
          <p className="vc-muted">{t('stores.mySharesEmpty')}</p>
          <Link className="vc-button vc-button--primary" to="/store/share">
            {t('stores.shareButton')}
          </Link>
        </div>
      ) : null}
      {rows.length > 0 ? (
        <ul className="vc-store-list" data-testid="my-shares">
          {rows.map((s) => (
            <li key={s.id}>
              <Link
                className="vc-store-card"
                to={`/store/${encodeURIComponent(s.storeId)}`}
                data-testid="my-share"
              >
                <StorePhoto url={s.photoUrl ?? s.store.photoUrl} className="vc-store-card__photo" />
                <span className="vc-store-card__body">
                  <span className="vc-store-card__head">
                    <span className="vc-store-card__name">{s.store.name}</span>
                  </span>
                  <span className="vc-store-card__meta">
                    <TypeBadge type={s.store.type} />
                    <span className="vc-store-stars">
                      <span className="vc-store-stars__icons" aria-hidden>
                        {'★'.repeat(s.score)}
                        <span className="vc-store-stars__off">{'★'.repeat(5 - s.score)}</span>
                      </span>
                      <span>{t('stores.myScore', { score: s.score })}</span>
                    </span>
                  </span>
                  {s.text ? <span className="vc-my-shares__text">{s.text}</span> : null}
                  <span className="vc-store-card__address">
                    {[s.store.address, s.store.city].filter(Boolean).join(', ')} ·{' '}
                    {day.format(new Date(s.createdAt))}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {rows.length > 0 ? <ListEnd query={shares} /> : null}
    </div>
  );
}
