import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { redeemQuery } from '../api/prizes-api.ts';
import { ChangeAddress } from '../components/change-address.tsx';
import { PrizeImage } from '../components/prize-image.tsx';
import { ShipToLines } from '../components/ship-to.tsx';
import { orderCostText } from '../order-cost.ts';
import '../prizes.css';
import '../../support/i18n/work-orders-i18n.ts';

/** `/order/detail/{id}`: where the order is (placed, shipped with carrier and tracking) and where it goes. */
export default function OrderDetailPage() {
  const t = useT();
  const { id = '' } = useParams();
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const locale = LANGUAGE_TAGS[lang];
  const order = useQuery(redeemQuery(token, id, lang));
  const [changing, setChanging] = useState(false);
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  if (order.isError) return <p className="vc-notice">{t('prizes.orderNotFound')}</p>;
  if (!order.data) return <div className="vc-loading" role="status" aria-label={t('prizes.loading')} />;
  const o = order.data;
  const shipped = o.status === 'shipped';

  return (
    <div className="vc-stack vc-order">
      <section className="vc-card vc-order__status" data-testid="order-status" data-status={o.status}>
        <ol className="vc-steps">
          <li className="vc-steps__step vc-steps__step--done">
            <span className="vc-steps__dot" aria-hidden />
            <span>
              <strong>{t('prizes.statusPlaced')}</strong>
              <time className="vc-muted" dateTime={o.createdAt}>
                {when.format(new Date(o.createdAt))}
              </time>
            </span>
          </li>
          <li className={shipped ? 'vc-steps__step vc-steps__step--done' : 'vc-steps__step'}>
            <span className="vc-steps__dot" aria-hidden />
            <span>
              <strong>{t('prizes.statusShipped')}</strong>
              {shipped && o.shippedAt ? (
                <time className="vc-muted" dateTime={o.shippedAt}>
                  {when.format(new Date(o.shippedAt))}
                </time>
              ) : (
                <span className="vc-muted">{t('prizes.awaitingShipment')}</span>
              )}
            </span>
          </li>
        </ol>
        {shipped ? (
          <dl className="vc-order__facts" data-testid="order-tracking">
            <dt>{t('prizes.carrier')}</dt>
            <dd>{o.carrier ?? '—'}</dd>
            <dt>{t('prizes.trackingNo')}</dt>
            <dd>{o.trackingNo ?? '—'}</dd>
          </dl>
        ) : null}
      </section>

      <section className="vc-card vc-order__prize">
        <PrizeImage src={o.image} alt="" />
        <div>
          <h2 className="vc-order__name">{o.prizeName}</h2>
          <p className="vc-prize-detail__points">
            {orderCostText(o, t, locale)} · ×{o.quantity}
          </p>
        </div>
      </section>

      <section className="vc-card">
        <div className="vc-order__section-head">
          <h2 className="vc-section-title">{t('prizes.shipTo')}</h2>
          {shipped ? null : (
            <button
              type="button"
              className="vc-button vc-button--ghost"
              aria-expanded={changing}
              onClick={() => setChanging((v) => !v)}
            >
              {changing ? t('common.cancel') : t('prizes.changeAddress')}
            </button>
          )}
        </div>
        {changing && !shipped ? (
          <ChangeAddress redeemId={o.id} currentId={o.addressId} onDone={() => setChanging(false)} />
        ) : (
          <ShipToLines to={o.shipTo} />
        )}
      </section>

      <section className="vc-card">
        <dl className="vc-order__facts">
          <dt>{t('prizes.orderNo')}</dt>
          <dd data-testid="order-no">{o.orderNo}</dd>
        </dl>
      </section>
      {o.workOrderId ? (
        <Link
          className="vc-button vc-button--ghost"
          to={`/my/afterSale/${o.workOrderId}`}
          data-testid="order-work-order"
        >
          {t('workOrders.openRequest')}
        </Link>
      ) : o.supportDue ? (
        <section className="vc-card vc-stack" data-testid="order-support">
          <p className="vc-muted">{t('workOrders.contactSupportHint')}</p>
          <Link
            className="vc-button vc-button--primary"
            to={`/my/afterSale/add?redeemId=${encodeURIComponent(o.id)}`}
            data-testid="order-contact-support"
          >
            {t('workOrders.contactSupport')}
          </Link>
        </section>
      ) : null}
    </div>
  );
}
