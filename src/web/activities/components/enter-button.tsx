import type { ActivityDetail } from '../../../shared/schemas/activities.ts';
import { FormError } from '../../app/field.tsx';
import { toast } from '../../app/toast.ts';
import { openLoginDialog } from '../../auth/login-dialog-store.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useAttend } from '../api/draw-attend.ts';

/**
 * One entry (`attend/{id}`): a visitor gets the sign-in dialog; a member gets the outcome, or the
 * server's message (not enough points, limit reached, closed…) under the button.
 */
export function EnterButton({
  activity: a,
  label,
  disabled,
}: {
  activity: ActivityDetail;
  label: string;
  disabled?: boolean;
}) {
  const t = useT();
  const signedIn = useUserStore((s) => s.token) !== '';
  const { pending, result, error, run } = useAttend(a.id);

  async function press() {
    if (!signedIn) {
      openLoginDialog();
      return;
    }
    const done = await run();
    if (done) void toast(t('activities.entryDone', { n: done.entryNo }), 'success');
  }

  return (
    <div className="vc-act-action">
      <button
        type="button"
        className="vc-button vc-button--primary vc-button--block vc-act-wrap"
        disabled={pending || disabled}
        aria-busy={pending || undefined}
        onClick={() => void press()}
        data-testid="activity-enter"
      >
        {pending ? t('activities.sending') : label}
      </button>
      {result ? (
        <p className="vc-act-result" role="status" data-testid="activity-result">
          {result.won && result.prize
            ? t('activities.won', { prize: result.prize.name })
            : t('activities.entryDone', { n: result.entryNo })}
        </p>
      ) : null}
      {error ? <FormError message={error.message || t('error.request')} /> : null}
    </div>
  );
}
