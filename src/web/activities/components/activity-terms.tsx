import type { ReactNode } from 'react';
import { Link } from '../../app/routing.tsx';
import { termsOf } from '../../../shared/activities/terms.ts';
import type { ActivityDetail } from '../../../shared/schemas/activities.ts';
import { useT } from '../../i18n/i18n.ts';
import { ActivityTimeLine } from './activity-time-line.tsx';
import { OddsTable } from './odds-table.tsx';

/**
 * What a member can win and how, by type (`termsOf`): the odds table of a wheel or scratch card,
 * the winners a raffle or lottery draws out of its entries and when, a flash sale's seats.
 */
export function ActivityTerms({ activity: a, locale }: { activity: ActivityDetail; locale: string }) {
  const t = useT();
  const terms = termsOf(a);
  const n = (v: number) => new Intl.NumberFormat(locale).format(v);
  switch (terms.kind) {
    case 'odds':
      return <OddsTable activityId={a.id} odds={a.odds} locale={locale} />;
    case 'none':
      return null;
    case 'seats':
      return (
        <TermsCard title={t('activities.seatsTitle')}>
          <p className="vc-act-terms__lead" data-testid="terms-seats">
            {t('activities.stockOf', { left: n(terms.left), total: n(terms.total) })}
          </p>
          <p className="vc-muted vc-act-text">{t('activities.seatsNote')}</p>
        </TermsCard>
      );
    case 'winners': {
      const drawn = a.state === 'drawn';
      return (
        <TermsCard title={t('activities.winnersHowTitle')}>
          <dl className="vc-act-facts vc-act-facts--plain">
            <div className="vc-act-fact">
              <dt>{drawn ? t('activities.winnersDrawn') : t('activities.winnersToDraw')}</dt>
              <dd data-testid="terms-winners">{n(terms.winners)}</dd>
            </div>
            <div className="vc-act-fact">
              <dt>{drawn ? t('activities.entriesAll') : t('activities.entriesSoFar')}</dt>
              <dd data-testid="terms-entries">{n(terms.entries)}</dd>
            </div>
          </dl>
          <p className="vc-act-text">
            <span className="vc-muted">{t('activities.drawAt')} </span>
            <ActivityTimeLine iso={terms.drawAt} locale={locale} />
          </p>
          <p className="vc-muted vc-act-text">{t('activities.winnersNote')}</p>
          {terms.prizes.length > 0 ? (
            <table className="vc-act-table vc-act-table--two">
              <thead>
                <tr>
                  <th scope="col">{t('activities.oddsPrize')}</th>
                  <th scope="col">{t('activities.winnersColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {terms.prizes.map((p) => (
                  <tr key={p.segment} data-testid="terms-prize">
                    <th scope="row">
                      {p.prizeId ? (
                        <Link to={`/activity/prize/detail?activityId=${a.id}&prizeId=${p.prizeId}`}>
                          {p.name}
                        </Link>
                      ) : (
                        p.name
                      )}
                    </th>
                    <td>{n(p.winners)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </TermsCard>
      );
    }
  }
}

function TermsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="vc-card vc-act-terms" aria-labelledby="act-terms-title" data-testid="activity-terms">
      <h2 id="act-terms-title" className="vc-act-h2">
        {title}
      </h2>
      {children}
    </section>
  );
}
