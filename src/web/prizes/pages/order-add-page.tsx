import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { formatPoints } from '../../../shared/numbers.ts';
import { addressListQuery } from '../../address/api/addresses-api.ts';
import { errorMessage } from '../../api/api-error.ts';
import { FormError } from '../../app/field.tsx';
import { toast } from '../../app/toast.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { balanceQuery } from '../../points/api/points-api.ts';
import { prizeQuery, redeemPrize, useInvalidateAfterRedeem } from '../api/prizes-api.ts';
import { PrizeImage } from '../components/prize-image.tsx';
import { ShipToChoice } from '../components/ship-to.tsx';
import '../prizes.css';

/**
 * `/order/add?prizeId=`: choose (or add) the delivery address and confirm. The Idempotency-Key is made
 * once when the screen opens and reused by every retry of this confirmation, and the button is
 * disabled while it is sent, so a double tap or a retry after a lost answer places one order.
 */
export default function OrderAddPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const prizeId = params.get('prizeId') ?? '';
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const locale = LANGUAGE_TAGS[lang];
  const prize = useQuery(prizeQuery(prizeId, lang));
  const addresses = useQuery(addressListQuery());
  const balance = useQuery(balanceQuery(token));
  const invalidate = useInvalidateAfterRedeem();
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const key = useRef<string>(crypto.randomUUID());
  const sending = useRef(false);

  const list = addresses.data?.list ?? [];
  const addressId = chosen ?? list.find((a) => a.isDefault)?.id ?? list[0]?.id ?? null;
  const back = `/order/add?prizeId=${prizeId}`;
  const addLink = `/address/add?prevPath=${encodeURIComponent(back)}`;

  if (prize.isError || prizeId === '') return <p className="vc-notice">{t('prizes.notFound')}</p>;
  if (!prize.data) return <div className="vc-loading" role="status" aria-label={t('prizes.loading')} />;
  const p = prize.data;
  const cost = p.points;
  const after = balance.data ? balance.data.balance - cost : null;
  const short = after !== null && after < 0;

  async function confirm() {
    if (sending.current || !addressId) return;
    sending.current = true;
    setBusy(true);
    setError('');
    try {
      const done = await redeemPrize({ prizeId: p.id, addressId, quantity: 1 }, key.current);
      await invalidate();
      void toast(t('prizes.redeemed'), 'success');
      void navigate(`/order/detail/${done.redeemId}`, { replace: true });
    } catch (err) {
      setError(errorMessage(err, t('error.request')));
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <div className="vc-stack vc-order">
      <section className="vc-card vc-order__prize">
        <PrizeImage src={p.images[0]} alt="" />
        <div>
          <h2 className="vc-order__name">{p.name}</h2>
          <p className="vc-prize-detail__points">
            {t('prizes.points', { points: formatPoints(cost, locale), count: cost })}
          </p>
        </div>
      </section>

      <section aria-labelledby="order-address">
        <div className="vc-order__section-head">
          <h2 id="order-address" className="vc-section-title">
            {t('prizes.shipTo')}
          </h2>
          <Link className="vc-button vc-button--ghost" to={addLink} data-testid="order-add-address">
            {t('address.add')}
          </Link>
        </div>
        {addresses.isSuccess && list.length === 0 ? (
          <div className="vc-card vc-order__empty">
            <p className="vc-muted">{t('prizes.noAddress')}</p>
            <Link className="vc-button vc-button--primary" to={addLink}>
              {t('address.add')}
            </Link>
          </div>
        ) : null}
        {list.length > 0 ? (
          <ShipToChoice
            list={list}
            chosen={addressId}
            onChoose={setChosen}
            legend={t('prizes.shipTo')}
            name="address"
            className="vc-order__addresses"
            itemClassName="vc-card vc-order__address"
            testId="order-address"
          />
        ) : null}
      </section>

      <section className="vc-card vc-order__sum" aria-label={t('prizes.summary')}>
        <p>
          <span>{t('points.balance')}</span>
          <span data-testid="order-balance">
            {balance.data ? formatPoints(balance.data.balance, locale) : '··'}
          </span>
        </p>
        <p>
          <span>{t('prizes.cost')}</span>
          <span>{formatPoints(-cost, locale)}</span>
        </p>
        <p className="vc-order__after">
          <span>{t('prizes.after')}</span>
          <span>{after === null ? '··' : formatPoints(after, locale)}</span>
        </p>
      </section>

      <div className="vc-prize-action">
        {short ? <p className="vc-field__error">{t('prizes.notEnough')}</p> : null}
        <FormError message={error} />
        <button
          type="button"
          className="vc-button vc-button--primary vc-button--block"
          disabled={busy || !addressId || short}
          aria-busy={busy || undefined}
          onClick={() => void confirm()}
          data-testid="order-confirm"
        >
          {busy ? t('prizes.sending') : t('prizes.confirm')}
        </button>
      </div>
    </div>
  );
}
