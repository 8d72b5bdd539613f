import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import type { OddsRow } from '../../../shared/schemas/activities.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { percent } from './wheel-geometry.ts';

/** The published odds and the live stock of each prize, as a table (shared by wheel and scratch). */
export function WheelOdds({ odds }: { odds: readonly OddsRow[] }) {
  const t = useT();
  const locale = LANGUAGE_TAGS[useLanguage((s) => s.language)];
  const rows = [...odds].sort((a, b) => a.segment - b.segment);
  return (
    <section className="vc-card vc-draw-odds" aria-labelledby="vc-draw-odds-title">
      <h2 id="vc-draw-odds-title" className="vc-section-title">
        {t('draw.oddsTitle')}
      </h2>
      <table className="vc-draw-odds__table" data-testid="draw-odds">
        <thead>
          <tr>
            <th scope="col">{t('draw.oddsPrize')}</th>
            <th scope="col">{t('draw.oddsChance')}</th>
            <th scope="col">{t('draw.oddsLeft')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.segment} className={r.prizeId === null ? 'vc-draw-odds__none' : undefined}>
              <th scope="row">{r.prizeId === null ? t('draw.noPrizeRow') : r.name}</th>
              <td>{percent(r.odds, locale)}</td>
              <td>
                {r.prizeId === null || r.stock === null
                  ? '—'
                  : r.stock <= 0
                    ? t('draw.outOfStock')
                    : r.initialStock !== null
                      ? `${r.stock} / ${r.initialStock}`
                      : String(r.stock)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="vc-muted vc-draw-small">{t('draw.oddsNote')}</p>
    </section>
  );
}
