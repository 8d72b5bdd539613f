import { useState } from 'react';
import type { ActivityDetail } from '../../../shared/schemas/activities.ts';
import { errorMessage } from '../../api/api-error.ts';
import { FormError } from '../../app/field.tsx';
import { toast } from '../../app/toast.ts';
import { openLoginDialog } from '../../auth/login-dialog-store.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useInvalidateActivities } from '../api/activities-api.ts';
import { reserve } from '../api/reserve-api.ts';

/** "Reserve" a seat of a flash sale before it starts (seats are never oversold: the server decides). */
export function ReserveButton({ activity: a, disabled }: { activity: ActivityDetail; disabled?: boolean }) {
  const t = useT();
  const signedIn = useUserStore((s) => s.token) !== '';
  const invalidate = useInvalidateActivities();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const full = a.seatsLeft !== null && a.seatsLeft <= 0;

  async function press() {
    if (!signedIn) {
      openLoginDialog();
      return;
    }
    setBusy(true);
    setError('');
    try {
      await reserve(a.id);
      void toast(t('activities.reservedToast'), 'success');
    } catch (err) {
      setError(errorMessage(err, t('error.request')));
    } finally {
      setBusy(false);
      await invalidate();
    }
  }

  return (
    <div className="vc-act-action">
      <button
        type="button"
        className="vc-button vc-button--primary vc-button--block vc-act-wrap"
        disabled={busy || full || disabled}
        aria-busy={busy || undefined}
        onClick={() => void press()}
        data-testid="activity-reserve"
      >
        {busy ? t('activities.sending') : full ? t('activities.soldOut') : t('activities.reserve')}
      </button>
      {a.seats !== null && a.seatsLeft !== null ? (
        <p className="vc-muted vc-act-text">
          {t('activities.seatsLeft', { left: a.seatsLeft, total: a.seats })}
        </p>
      ) : null}
      <FormError message={error} />
    </div>
  );
}
