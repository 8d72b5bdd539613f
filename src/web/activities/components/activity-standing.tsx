import type { ActivityDetail } from '../../../shared/schemas/activities.ts';
import { useT } from '../../i18n/i18n.ts';
import { costLabel } from '../activity-labels.ts';

/** Cost, my balance or spins, the per-member limit and my entries left. */
export function ActivityStanding({ activity: a, locale }: { activity: ActivityDetail; locale: string }) {
  const t = useT();
  const n = (v: number) => new Intl.NumberFormat(locale).format(v);
  const rows: [string, string, string][] = [['cost', t('activities.cost'), costLabel(a.cost, t, locale)]];
  if (a.seats !== null && a.seatsLeft !== null) {
    rows.push([
      'seats',
      t('activities.seats'),
      t('activities.stockOf', { left: n(a.seatsLeft), total: n(a.seats) }),
    ]);
  }
  if (a.mine && a.cost.kind === 'points') rows.push(['balance', t('activities.balance'), n(a.mine.balance)]);
  if (a.mine && a.cost.kind === 'chances') rows.push(['chances', t('activities.chances'), n(a.mine.chances)]);
  rows.push([
    'limit',
    t('activities.limit'),
    a.perMemberLimit === null ? t('activities.noLimit') : n(a.perMemberLimit),
  ]);
  if (a.mine) {
    rows.push(['entries', t('activities.myEntries'), n(a.mine.entries)]);
    if (a.mine.left !== null) rows.push(['left', t('activities.entriesLeft'), n(a.mine.left)]);
  }
  return (
    <dl className="vc-card vc-act-facts" data-testid="activity-standing">
      {rows.map(([id, label, value]) => (
        <div key={id} className="vc-act-fact">
          <dt>{label}</dt>
          <dd data-testid={`standing-${id}`}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
