import { Link } from '../../app/routing.tsx';
import type { OddsRow } from '../../../shared/schemas/activities.ts';
import { useT } from '../../i18n/i18n.ts';
import { formatOdds } from '../activity-time.ts';

/** The published odds: each prize (and "no prize") with its chance and the stock left of the initial. */
export function OddsTable({
  activityId,
  odds,
  locale,
}: {
  activityId: string;
  odds: OddsRow[];
  locale: string;
}) {
  const t = useT();
  if (odds.length === 0) return null;
  return (
    <section className="vc-card vc-act-odds" aria-labelledby="act-odds-title">
      <h2 id="act-odds-title" className="vc-act-h2">
        {t('activities.oddsTitle')}
      </h2>
      <table className="vc-act-table">
        <thead>
          <tr>
            <th scope="col">{t('activities.oddsPrize')}</th>
            <th scope="col">{t('activities.oddsOdds')}</th>
            <th scope="col">{t('activities.oddsStock')}</th>
          </tr>
        </thead>
        <tbody>
          {odds.map((row) => (
            <tr key={row.segment} data-testid="odds-row" className={row.stock === 0 ? 'is-out' : ''}>
              <th scope="row">
                {row.prizeId ? (
                  <Link to={`/activity/prize/detail?activityId=${activityId}&prizeId=${row.prizeId}`}>
                    {row.name}
                  </Link>
                ) : (
                  t('activities.noPrize')
                )}
              </th>
              <td>{formatOdds(row.odds, locale)}</td>
              <td>
                {row.stock !== null && row.initialStock !== null
                  ? t('activities.stockOf', { left: row.stock, total: row.initialStock })
                  : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
