import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '../../app/routing.tsx';
import { ListEnd } from '../../app/list-end.tsx';
import { useQueryFallback } from '../../app/query-fallback.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { PrizeImage } from '../../prizes/components/prize-image.tsx';
import '../../prizes/prizes.css';
import { myAwardsQuery } from '../api/awards-api.ts';
import { EmptyList } from './activity-list.tsx';
import { ClaimDialog } from './claim-dialog.tsx';

/** What I won; a prize that ships and has no order yet offers "Ship it to me". */
export function AwardList({ locale }: { locale: string }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const query = useInfiniteQuery(myAwardsQuery(token, lang));
  const fallback = useQueryFallback(query);
  const [claiming, setClaiming] = useState<string | null>(null);
  if (fallback) return fallback;
  const rows = query.data?.pages.flatMap((p) => p.list) ?? [];
  if (rows.length === 0) return <EmptyList text={t('activities.empty')} />;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Europe/London' });
  return (
    <>
      <ul className="vc-act-list" data-testid="award-list">
        {rows.map((w) => (
          <li key={w.id} className="vc-card vc-act-award" data-testid="my-award">
            <PrizeImage src={w.imageUrl} alt="" />
            <span className="vc-act-row__text">
              <span className="vc-act-card__title">{w.prizeName}</span>
              <Link className="vc-act-card__meta" to={`/activity/${w.activityId}`}>
                {t('activities.inActivity', { title: w.activityTitle })}
              </Link>
              <span className="vc-muted vc-act-card__meta">
                {t('activities.wonOn', { date: day.format(new Date(w.wonAt)) })}
              </span>
            </span>
            <span className="vc-act-award__action">
              {!w.ships ? <span className="vc-muted">{t('activities.noShipping')}</span> : null}
              {w.ships && w.redeemId ? (
                <Link className="vc-button vc-button--ghost vc-act-small" to={`/order/detail/${w.redeemId}`}>
                  {t('activities.viewOrder')}
                </Link>
              ) : null}
              {w.ships && !w.redeemId ? (
                <button
                  type="button"
                  className="vc-button vc-button--primary vc-act-small"
                  onClick={() => setClaiming(w.id)}
                  data-testid="award-ship"
                >
                  {t('activities.shipIt')}
                </button>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      <ListEnd query={query} />
      {claiming ? <ClaimDialog awardId={claiming} onClose={() => setClaiming(null)} /> : null}
    </>
  );
}
