import { Link } from '../../app/routing.tsx';
import type { ActivityCard as Card } from '../../../shared/schemas/activities.ts';
import { useT } from '../../i18n/i18n.ts';
import { costLabel, STATE_KEYS, TYPE_KEYS } from '../activity-labels.ts';
import { formatLondonTime } from '../activity-time.ts';
import { ActivityCover } from './activity-cover.tsx';

/** An activity in a list: cover, type, state, London time window, cost and seats left. */
export function ActivityCard({ activity: a, locale }: { activity: Card; locale: string }) {
  const t = useT();
  return (
    <li>
      <Link to={`/activity/${a.id}`} className="vc-card vc-act-card" data-testid="activity-card">
        <ActivityCover src={a.coverUrl} type={a.type} />
        <span className="vc-act-card__body">
          <span className="vc-act-badges">
            <span className="vc-act-badge">{t(TYPE_KEYS[a.type])}</span>
            <span className={`vc-act-state vc-act-state--${a.state}`}>{t(STATE_KEYS[a.state])}</span>
          </span>
          <span className="vc-act-card__title">{a.title}</span>
          <span className="vc-muted vc-act-card__meta">
            <time dateTime={a.startAt}>{formatLondonTime(a.startAt, locale)}</time> –{' '}
            <time dateTime={a.endAt}>{formatLondonTime(a.endAt, locale)}</time>{' '}
            {t('activities.londonTime', { time: '' }).trim()}
          </span>
          <span className="vc-act-card__meta">
            <strong>{costLabel(a.cost, t, locale)}</strong>
            {a.seats !== null && a.seatsLeft !== null ? (
              <span className="vc-muted">
                {' '}
                · {t('activities.seatsLeft', { left: a.seatsLeft, total: a.seats })}
              </span>
            ) : (
              <span className="vc-muted"> · {t('activities.entryCount', { n: a.entryCount })}</span>
            )}
          </span>
        </span>
      </Link>
    </li>
  );
}
