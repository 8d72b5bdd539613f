import { useEffect, useState } from 'react';
import type { ActivityState } from '../../../shared/schemas/activities.ts';
import { useT } from '../../i18n/i18n.ts';
import { countdownTarget, formatCountdown } from '../countdown.ts';

/** The current time, ticking every second while mounted. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * A live countdown to the start (before it) or the end (while open). `onZero` runs once when it
 * reaches zero, so the page can reload the activity's new state.
 */
export function Countdown({
  activity,
  endLabel,
  onZero,
}: {
  activity: { startAt: string; endAt: string; state: ActivityState };
  endLabel?: string;
  onZero?: () => void;
}) {
  const t = useT();
  const now = useNow();
  const target = countdownTarget(activity, now);
  const left = target ? target.at - now : 0;
  const reached = target !== null && left <= 0;
  useEffect(() => {
    if (reached) onZero?.();
  }, [reached, onZero]);
  if (!target) return <p className="vc-act-countdown vc-act-countdown--done">{t('activities.finished')}</p>;
  const label = target.to === 'start' ? t('activities.startsIn') : (endLabel ?? t('activities.endsIn'));
  return (
    <p className="vc-act-countdown" data-testid="activity-countdown">
      <span className="vc-act-countdown__label">{label}</span>{' '}
      <span className="vc-act-countdown__clock" role="timer" aria-live="off">
        {formatCountdown(left, t('activities.dayUnit'))}
      </span>
    </p>
  );
}
