import type { ReactNode } from 'react';
import { Link } from '../../app/routing.tsx';
import type { ActivityDetail } from '../../../shared/schemas/activities.ts';
import { useT } from '../../i18n/i18n.ts';
import { EarlyAccessNote, useOpenForMe } from './early-access.tsx';
import { EnterButton } from './enter-button.tsx';
import { ReserveButton } from './reserve-button.tsx';
import { ScratchCard } from './scratch-card.tsx';

const Note = ({ children, testId, muted }: { children: ReactNode; testId?: string; muted?: boolean }) => (
  <p className={muted ? 'vc-act-note vc-act-note--muted' : 'vc-act-note'} role="status" data-testid={testId}>
    {children}
  </p>
);

/** What a member can do here, by type and state. In a preview every control is shown but disabled. */
export function ActivityActions({
  activity: a,
  preview = false,
}: {
  activity: ActivityDetail;
  preview?: boolean;
}) {
  const t = useT();
  const open = a.state === 'open' || (preview && a.state === 'draft');
  const ended = a.state === 'closed' || a.state === 'drawn';
  const openForMe = useOpenForMe(a) && !preview;
  const closedNote = (
    <Note testId="activity-closed" muted>
      {t('activities.closed')}
    </Note>
  );

  switch (a.type) {
    case 'reservation': {
      const mine = a.mine?.reservation ?? null;
      if (mine === 'entered') return <Note testId="activity-entered">{t('activities.enteredFlash')}</Note>;
      if (mine === 'expired' || (ended && mine === 'reserved'))
        return <Note muted>{t('activities.reservationExpired')}</Note>;
      if (ended) return closedNote;
      // The member's tier may open the sale for them before everyone (early access).
      if (openForMe && mine === 'reserved')
        return (
          <>
            <EnterButton activity={a} label={t('activities.enterFlash')} />
            <EarlyAccessNote activity={a} open />
          </>
        );
      if (a.state === 'scheduled' || preview) {
        if (mine === 'reserved')
          return (
            <>
              <Note testId="activity-reserved">{t('activities.reservedWait')}</Note>
              <EarlyAccessNote activity={a} open={false} />
            </>
          );
        return (
          <>
            <ReserveButton activity={a} disabled={preview} />
            <EarlyAccessNote activity={a} open={openForMe} />
          </>
        );
      }
      // Open: only members who reserved enter; a visitor is asked to sign in by the button.
      if (a.mine && mine === null) return <Note>{t('activities.reserveFirst')}</Note>;
      return <EnterButton activity={a} label={t('activities.enterFlash')} />;
    }
    case 'raffle':
      if (ended) return closedNote;
      if (a.mine && !a.mine.proofApproved) {
        return (
          <div className="vc-act-action vc-act-proof" data-testid="activity-proof-needed">
            <p className="vc-act-note">{t('activities.proofNeeded')}</p>
            <Link className="vc-button vc-button--primary vc-button--block vc-act-wrap" to="/setting/proof">
              {t('activities.proofLink')}
            </Link>
          </div>
        );
      }
      return (
        <EnterButton
          activity={a}
          label={open ? t('activities.enter') : t('activities.notStarted')}
          disabled={!open || preview}
        />
      );
    case 'lottery':
      return (
        <div className="vc-act-action">
          <Link
            className="vc-button vc-button--soft vc-button--block vc-act-wrap"
            to={`/activity/lottery/${a.id}`}
          >
            {t('activities.lotteryLink')}
          </Link>
          {ended ? (
            closedNote
          ) : (
            <EnterButton
              activity={a}
              label={open ? t('activities.enter') : t('activities.notStarted')}
              disabled={!open || preview}
            />
          )}
        </div>
      );
    case 'turntable':
      if (ended) return closedNote;
      return (
        <Link
          className="vc-button vc-button--primary vc-button--block vc-act-spin vc-act-wrap"
          to={`/activity/turntable/${a.id}`}
          data-testid="activity-spin"
        >
          {t('activities.spin')}
        </Link>
      );
    case 'scratch':
      return <ScratchCard activity={a} />;
    case 'offline':
      if (ended) return closedNote;
      return (
        <Link
          className="vc-button vc-button--primary vc-button--block vc-act-wrap"
          to={`/activity/offline/${a.id}`}
          data-testid="activity-offline"
        >
          {t('activities.offlineLink')}
        </Link>
      );
  }
}
