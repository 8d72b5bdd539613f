import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { formatPoints, formatPointsDelta } from '../../../shared/numbers.ts';
import { ListEnd } from '../../app/list-end.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { formatMultiplier } from '../../tiers/format-multiplier.ts';
import { balanceQuery, flowQuery } from '../api/points-api.ts';

/** `/pointsHistory`: the balance, what expires soon, and every change, newest first, loading as you scroll. */
export default function PointsHistoryPage() {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const locale = LANGUAGE_TAGS[lang];
  const balance = useQuery(balanceQuery(token));
  const flows = useInfiniteQuery(flowQuery(token, lang));
  const rows = flows.data?.pages.flatMap((p) => p.list) ?? [];
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <div className="vc-stack">
      <section className="vc-card vc-points-hero" aria-labelledby="points-balance">
        <p id="points-balance" className="vc-points-hero__label">
          {t('points.balance')}
        </p>
        <p className="vc-points-hero__value" data-testid="points-balance">
          {balance.data ? formatPoints(balance.data.balance, locale) : '··'}
        </p>
        <p className="vc-points-hero__note" data-testid="points-expiring">
          {balance.data && balance.data.expiringSoon > 0 && balance.data.nextExpiry
            ? t('points.expiring', {
                amount: formatPoints(balance.data.expiringSoon, locale),
                count: balance.data.expiringSoon,
                date: day.format(new Date(balance.data.nextExpiry)),
              })
            : t('points.noneExpiring')}
        </p>
        <Link className="vc-button vc-button--soft" to="/pointsHistory/constant">
          {t('points.howToEarn')}
        </Link>
      </section>

      <section aria-labelledby="points-history">
        <h2 id="points-history" className="vc-section-title">
          {t('points.history')}
        </h2>
        {flows.isError ? <p className="vc-notice">{t('points.loadFailed')}</p> : null}
        {flows.isSuccess && rows.length === 0 ? (
          <p className="vc-card vc-muted" data-testid="points-empty">
            {t('points.empty')}
          </p>
        ) : null}
        {rows.length > 0 ? (
          <ul className="vc-card vc-flows" data-testid="points-flows">
            {rows.map((f) => (
              <li key={f.id} className="vc-flow">
                <div className="vc-flow__text">
                  <span className="vc-flow__title">{f.title}</span>
                  {f.basePoints !== null && f.multiplier !== null ? (
                    <span className="vc-flow__time" data-testid="flow-multiplied">
                      {t('tiers.flowMultiplied', {
                        base: f.basePoints,
                        multiplier: formatMultiplier(f.multiplier, locale),
                      })}
                    </span>
                  ) : null}
                  <time className="vc-flow__time" dateTime={f.createdAt}>
                    {when.format(new Date(f.createdAt))}
                  </time>
                </div>
                <span className={f.delta > 0 ? 'vc-flow__delta vc-flow__delta--in' : 'vc-flow__delta'}>
                  {formatPointsDelta(f.delta, locale)}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {rows.length > 0 ? <ListEnd query={flows} /> : null}
      </section>
    </div>
  );
}
