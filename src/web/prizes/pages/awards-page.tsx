import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { ListEnd } from '../../app/list-end.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { redeemListQuery } from '../api/prizes-api.ts';
import { PrizeImage } from '../components/prize-image.tsx';
import { orderCostText } from '../order-cost.ts';
import '../prizes.css';

/** `/activity/prize/awards`: the prizes I redeemed or won, newest first, loading as I scroll. */
export default function AwardsPage() {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const locale = LANGUAGE_TAGS[lang];
  const orders = useInfiniteQuery(redeemListQuery(token, lang));
  const rows = orders.data?.pages.flatMap((p) => p.list) ?? [];
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });

  return (
    <div className="vc-stack">
      {orders.isError ? <p className="vc-notice">{t('prizes.loadFailed')}</p> : null}
      {orders.isSuccess && rows.length === 0 ? (
        <div className="vc-card vc-order__empty" data-testid="awards-empty">
          <p className="vc-muted">{t('prizes.noAwards')}</p>
          <Link className="vc-button vc-button--primary" to="/activity/prize">
            {t('prizes.browse')}
          </Link>
        </div>
      ) : null}
      {rows.length > 0 ? (
        <ul className="vc-awards" data-testid="awards-list">
          {rows.map((o) => (
            <li key={o.id}>
              <Link to={`/order/detail/${o.id}`} className="vc-card vc-award" data-testid="award">
                <PrizeImage src={o.image} alt="" />
                <span className="vc-award__text">
                  <span className="vc-award__name">{o.prizeName}</span>
                  <span className="vc-muted">
                    {orderCostText(o, t, locale)} · {day.format(new Date(o.createdAt))}
                  </span>
                </span>
                <span className={o.status === 'shipped' ? 'vc-tag vc-tag--ready' : 'vc-tag'}>
                  {o.status === 'shipped' ? t('prizes.statusShipped') : t('prizes.statusPlaced')}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {rows.length > 0 ? <ListEnd query={orders} /> : null}
    </div>
  );
}
