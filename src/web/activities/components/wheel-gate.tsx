import { Link } from '../../app/routing.tsx';
import type { ActivityDetail } from '../../../shared/schemas/activities.ts';
import type { ApiError } from '../../api/api-error.ts';
import { openLoginDialog } from '../../auth/login-dialog-store.ts';
import { useT } from '../../i18n/i18n.ts';

/** Can this member play now? What stands in the way, as the member should read it. */
export function playBlock(
  a: ActivityDetail,
): 'visitor' | 'notStarted' | 'closed' | 'noChances' | 'limit' | null {
  if (!a.mine) return 'visitor';
  if (a.state === 'scheduled' || a.state === 'draft') return 'notStarted';
  if (a.state !== 'open') return 'closed';
  if (a.mine.left !== null && a.mine.left <= 0) return 'limit';
  if (a.cost.kind === 'chances' && a.mine.chances < a.cost.amount) return 'noChances';
  return null;
}

/** The cost of one play and what I have left (shared by the wheel and the scratch card). */
export function WheelStanding({ activity }: { activity: ActivityDetail }) {
  const t = useT();
  const { cost, mine } = activity;
  return (
    <p className="vc-draw-standing" data-testid="draw-standing">
      <span>
        {cost.kind === 'free'
          ? t('draw.costFree')
          : cost.kind === 'chances'
            ? t('draw.costChances', { n: cost.amount })
            : t('draw.costPoints', { n: cost.amount, count: cost.amount })}
      </span>
      {mine && cost.kind !== 'free' ? (
        <span>
          {cost.kind === 'points'
            ? t('draw.myPoints', { n: mine.balance })
            : t('draw.myChances', { n: mine.chances })}
        </span>
      ) : null}
      {mine && mine.left !== null ? <span>{t('draw.entriesLeft', { n: mine.left })}</span> : null}
    </p>
  );
}

/**
 * Why the member cannot play (the play button is disabled then), with the way forward: sign in,
 * or scan a genuine product for a spin chance.
 */
export function WheelGate({ activity, error }: { activity: ActivityDetail; error: ApiError | null }) {
  const t = useT();
  const block = playBlock(activity);
  if (block === 'visitor') {
    return (
      <div className="vc-draw-gate" data-testid="draw-signin">
        <p className="vc-draw-text">{t('draw.signIn')}</p>
        <button type="button" className="vc-button vc-button--primary" onClick={openLoginDialog}>
          {t('draw.signInButton')}
        </button>
      </div>
    );
  }
  const noChances = error?.reason === 'NO_CHANCES' || (!error && block === 'noChances');
  if (!error && !block) return null;
  return (
    <div className="vc-draw-gate" id="vc-draw-gate" role="alert" data-testid="draw-blocked">
      {error ? <p className="vc-draw-text vc-draw-error">{error.message}</p> : null}
      {!error && block ? <p className="vc-draw-text">{t(`draw.block.${block}`)}</p> : null}
      {noChances ? (
        <p className="vc-draw-text">
          {t('draw.scanHint')}{' '}
          <Link to="/scanResult" className="vc-draw-link">
            {t('draw.scanLink')}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
