import { ATTRIBUTES, LEVELS, type ReviewStatistics } from '../../../shared/schemas/reviews.ts';
import { useT } from '../../i18n/i18n.ts';
import { ATTRIBUTE_KEY, LEVEL_KEY } from '../review-labels.ts';
import { Stars } from './stars.tsx';

const pct = (n: number, total: number) => (total > 0 ? Math.round((n / total) * 100) : 0);

/** `indexStatistics` as plain bars: scores 5..1, each attribute's less/perfect/more split, top flavours. */
export function ProductStats({ stats, locale }: { stats: ReviewStatistics; locale: string }) {
  const t = useT();
  const nf = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  if (stats.count === 0) return <p className="vc-muted">{t('reviews.noStats')}</p>;
  return (
    <div className="vc-review-stats" data-testid="review-stats">
      <div className="vc-review-stats__mean">
        <strong>{stats.meanScore !== null ? nf.format(stats.meanScore) : '–'}</strong>
        <Stars score={stats.meanScore ?? 0} size={16} />
        <span className="vc-muted">{t('reviews.reviewCount', { count: stats.count })}</span>
      </div>
      <ul className="vc-review-stats__scores" aria-label={t('reviews.scoreSplit')}>
        {[5, 4, 3, 2, 1].map((s) => {
          const n = stats.scores[s - 1] ?? 0;
          return (
            <li key={s}>
              <span aria-hidden>{s}★</span>
              <span className="vc-review-bar" aria-hidden>
                <span style={{ width: `${pct(n, stats.count)}%` }} />
              </span>
              <span className="vc-visually-hidden">
                {t('reviews.scoreRow', { stars: t('reviews.stars', { count: s }), count: n })}
              </span>
              <span aria-hidden className="vc-muted">
                {n}
              </span>
            </li>
          );
        })}
      </ul>
      <ul className="vc-review-stats__levels">
        {ATTRIBUTES.map((a) => {
          const c = stats[a];
          const total = c.less + c.perfect + c.more;
          const text = LEVELS.map((l) => `${t(LEVEL_KEY[l])} ${pct(c[l], total)}%`).join(', ');
          return (
            <li key={a}>
              <span className="vc-review-stats__attr">{t(ATTRIBUTE_KEY[a])}</span>
              <span className="vc-review-stack" role="img" aria-label={`${t(ATTRIBUTE_KEY[a])}: ${text}`}>
                {LEVELS.map((l) =>
                  c[l] > 0 ? (
                    <span key={l} className={`is-${l}`} style={{ width: `${pct(c[l], total)}%` }} />
                  ) : null,
                )}
              </span>
            </li>
          );
        })}
        <li className="vc-review-legend" aria-hidden>
          {LEVELS.map((l) => (
            <span key={l} className={`is-${l}`}>
              {t(LEVEL_KEY[l])}
            </span>
          ))}
        </li>
      </ul>
      {stats.flavours.length > 0 ? (
        <div>
          <h3 className="vc-review-subtitle">{t('reviews.topFlavours')}</h3>
          <ul className="vc-review-chips">
            {stats.flavours.slice(0, 8).map((f) => (
              <li key={f.flavour} className="vc-chip">
                {f.flavour}
                <span className="vc-muted">&nbsp;· {f.count}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
