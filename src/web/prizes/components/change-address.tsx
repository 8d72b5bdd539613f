import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link } from '../../app/routing.tsx';
import { addressListQuery } from '../../address/api/addresses-api.ts';
import { errorMessage } from '../../api/api-error.ts';
import { FormError } from '../../app/field.tsx';
import { toast } from '../../app/toast.ts';
import { useT } from '../../i18n/i18n.ts';
import { changeRedeemAddress, useInvalidateAfterRedeem } from '../api/prizes-api.ts';
import { ShipToLines } from './ship-to.tsx';

/** Before shipping, the member may send the order to another of their addresses. */
export function ChangeAddress({
  redeemId,
  currentId,
  onDone,
}: {
  redeemId: string;
  currentId: string | null;
  onDone: () => void;
}) {
  const t = useT();
  const addresses = useQuery(addressListQuery());
  const invalidate = useInvalidateAfterRedeem();
  const [chosen, setChosen] = useState<string | null>(currentId);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const sending = useRef(false);
  const list = addresses.data?.list ?? [];
  const back = `/order/detail/${redeemId}`;

  async function save() {
    if (sending.current || !chosen) return;
    sending.current = true;
    setBusy(true);
    setError('');
    try {
      await changeRedeemAddress(redeemId, chosen);
      await invalidate();
      void toast(t('prizes.addressChanged'), 'success');
      onDone();
    } catch (err) {
      setError(errorMessage(err, t('error.request')));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  }

  return (
    <div className="vc-stack" data-testid="order-change-address">
      <fieldset className="vc-order__addresses">
        <legend className="vc-visually-hidden">{t('prizes.changeAddress')}</legend>
        {list.map((a) => (
          <label key={a.id} className="vc-card vc-order__address">
            <input
              type="radio"
              name="address"
              value={a.id}
              checked={chosen === a.id}
              onChange={() => setChosen(a.id)}
            />
            <ShipToLines to={a} />
          </label>
        ))}
      </fieldset>
      <FormError message={error} />
      <div className="vc-order__section-head">
        <Link className="vc-button vc-button--ghost" to={`/address/add?prevPath=${encodeURIComponent(back)}`}>
          {t('address.add')}
        </Link>
        <button
          type="button"
          className="vc-button vc-button--primary"
          disabled={busy || !chosen || chosen === currentId}
          onClick={() => void save()}
        >
          {t('common.save')}
        </button>
      </div>
    </div>
  );
}
