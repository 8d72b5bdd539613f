import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '../../app/routing.tsx';
import { ListEnd } from '../../app/list-end.tsx';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { RESERVATION_KEYS } from '../activity-labels.ts';
import { reservationListQuery } from '../api/reserve-api.ts';
import { EmptyList } from './activity-list.tsx';
import { ActivityTimeLine } from './activity-time-line.tsx';

/** My reservations in one state (reserved or expired), with the sale's London start time. */
export function ReservationList({ state, locale }: { state: 'reserved' | 'expired'; locale: string }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const query = useInfiniteQuery(reservationListQuery(state, token, lang));
  const fallback = useQueryFallback(query);
  if (fallback) return fallback;
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (rows.length === 0) return <EmptyList text={t('activities.empty')} />;
  return (
    <>
      <ul className="vc-act-list" data-testid={`reservation-list-${state}`}>
        {rows.map((r) => (
          <li key={r.activityId}>
            <Link to={`/activity/${r.activityId}`} className="vc-card vc-act-row" data-testid="reservation">
              <span className="vc-act-row__text">
                <span className="vc-act-card__title">{r.title}</span>
                <span className="vc-act-card__meta">
                  {t('activities.starts')}: <ActivityTimeLine iso={r.startAt} locale={locale} />
                </span>
                {r.seats !== null && r.seatsLeft !== null ? (
                  <span className="vc-muted vc-act-card__meta">
                    {t('activities.seatsLeft', { left: r.seatsLeft, total: r.seats })}
                  </span>
                ) : null}
              </span>
              <span className={`vc-act-state vc-act-state--${r.state}`}>{t(RESERVATION_KEYS[r.state])}</span>
            </Link>
          </li>
        ))}
      </ul>
      <ListEnd query={query} />
    </>
  );
}
