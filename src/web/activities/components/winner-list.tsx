import { useInfiniteQuery } from '@tanstack/react-query';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { ListEnd } from '../../app/list-end.tsx';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { winnersQuery } from '../api/winner-api.ts';

/** The winners of one activity (masked names), loading more as the list scrolls. */
export function WinnerList({ activityId }: { activityId: string }) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const locale = LANGUAGE_TAGS[lang];
  const winners = useInfiniteQuery(winnersQuery(activityId, lang));
  const rows = winners.data?.pages.flatMap((p) => p.list) ?? [];
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  if (winners.isError) return <p className="vc-notice">{t('draw.winnersFailed')}</p>;
  if (!winners.data) return <div className="vc-loading" role="status" aria-label={t('draw.loading')} />;
  if (rows.length === 0) return <p className="vc-card vc-muted vc-draw-text">{t('draw.noWinners')}</p>;
  return (
    <div>
      <ul className="vc-draw-winners" data-testid="winner-list">
        {rows.map((w) => (
          <li key={w.id} className="vc-draw-winner">
            <span className="vc-draw-winner__name" data-testid="winner-name">
              {w.maskedName}
            </span>
            <span className="vc-draw-winner__prize">{w.prizeName}</span>
            <span className="vc-muted vc-draw-winner__meta">
              {t('draw.entryShort', { n: w.entryNo })} ·{' '}
              <time dateTime={w.wonAt}>{time.format(new Date(w.wonAt))}</time>
            </span>
          </li>
        ))}
      </ul>
      <ListEnd query={winners} />
    </div>
  );
}
