import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate } from '../../app/routing.tsx';
import { addressListQuery } from '../../address/api/addresses-api.ts';
import { errorMessage } from '../../api/api-error.ts';
import { FormError } from '../../app/field.tsx';
import { ModalDialog } from '../../app/modal-dialog.tsx';
import { toast } from '../../app/toast.ts';
import { useT } from '../../i18n/i18n.ts';
import { ShipToChoice } from '../../prizes/components/ship-to.tsx';
import { useInvalidateActivities } from '../api/activities-api.ts';
import { claimAward } from '../api/awards-api.ts';

/**
 * "Ship it to me": pick one of my addresses and claim (a 0-point loyalty order). The key is made once
 * per dialog, so a retry of the same confirmation never places two orders.
 */
export function ClaimDialog({ awardId, onClose }: { awardId: string; onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const addresses = useQuery(addressListQuery());
  const invalidate = useInvalidateActivities();
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const key = useRef(crypto.randomUUID());
  const list = addresses.data?.list ?? [];
  const addressId = chosen ?? list.find((a) => a.isDefault)?.id ?? list[0]?.id ?? null;
  const addLink = `/address/add?prevPath=${encodeURIComponent('/activity?tab=awards')}`;

  async function confirm() {
    if (!addressId || busy) return;
    setBusy(true);
    setError('');
    try {
      const done = await claimAward(awardId, addressId, key.current);
      await invalidate();
      void toast(t('activities.shipped'), 'success');
      onClose();
      void navigate(`/order/detail/${done.redeemId}`);
    } catch (err) {
      setError(errorMessage(err, t('error.request')));
      setBusy(false);
    }
  }

  return (
    <ModalDialog open title={t('activities.shipTitle')} onClose={onClose} testId="claim-dialog">
      {addresses.isSuccess && list.length === 0 ? (
        <p className="vc-dialog-text">{t('activities.noAddress')}</p>
      ) : null}
      {list.length > 0 ? (
        <ShipToChoice
          list={list}
          chosen={addressId}
          onChoose={setChosen}
          legend={t('activities.shipTitle')}
          name="claim-address"
          className="vc-act-addresses"
          itemClassName="vc-act-address"
          testId="claim-address"
        />
      ) : null}
      <FormError message={error} />
      <div className="vc-dialog__actions">
        <button type="button" className="vc-button vc-button--ghost" onClick={onClose}>
          {t('common.cancel')}
        </button>
        {list.length > 0 || !addresses.isSuccess ? (
          <button
            type="button"
            className="vc-button vc-button--primary"
            disabled={!addressId || busy}
            aria-busy={busy || undefined}
            onClick={() => void confirm()}
            data-testid="claim-confirm"
          >
            {busy ? t('activities.sending') : t('activities.shipConfirm')}
          </button>
        ) : (
          <Link className="vc-button vc-button--primary" to={addLink}>
            {t('address.add')}
          </Link>
        )}
      </div>
    </ModalDialog>
  );
}
