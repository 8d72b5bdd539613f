import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useState } from 'react';
import { Bar, Line } from '../charts.ts';
import { Link } from '../../app/routing.tsx';
import { LANGUAGE_TAGS, type BaseKey } from '../../../shared/i18n.ts';
import type { UsageOverview } from '../../../shared/schemas/stats.ts';
import { ApiError } from '../../api/api-error.ts';
import NotFoundRoute from '../../app/not-found-page.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { usageQuery } from '../api/usage-api.ts';
import type { UsageKey } from '../i18n/usage-en-us.ts';
import { useUsageT } from '../i18n/usage-i18n.ts';
import { useWidePage } from '../../content/components/use-wide-page.ts';
import '../../content/content.css';
import '../stats.css';

const TEAL = '#0e6f68';
const GOLD = '#d9a21b';
const SLATE = '#6b7c80';
const DAY_MS = 86_400_000;
const isoDay = (t: number) => new Date(t).toISOString().slice(0, 10);

function Funnel({ title, steps }: { title: string; steps: UsageOverview['funnels']['scan'] }) {
  const t = useUsageT();
  const first = steps[0]?.members ?? 0;
  return (
    <section className="vc-card vc-stack vc-usage__funnel" aria-label={title}>
      <h3>{title}</h3>
      <div className="vc-usage__chart vc-usage__chart--short">
        <Bar
          aria-label={title}
          data={{
            labels: steps.map((s) => t(`usage.step.${s.step}` as BaseKey<UsageKey>)),
            datasets: [{ label: title, data: steps.map((s) => s.members), backgroundColor: TEAL }],
          }}
          options={{ indexAxis: 'y', maintainAspectRatio: false, plugins: { legend: { display: false } } }}
        />
      </div>
      <ol className="vc-usage__steps">
        {steps.map((s) => (
          <li key={s.step}>
            <span>{t(`usage.step.${s.step}` as BaseKey<UsageKey>)}</span>
            <strong>{t('usage.members', { count: s.members })}</strong>
            <span className="vc-muted">
              {t('usage.ofFirst', { percent: first > 0 ? Math.round((100 * s.members) / first) : 0 })}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * `/console/stats`: the brand's usage overview from the members' usage reports (issue 15): active
 * members, page views and clicks per day, views per page, the most read articles and two funnels.
 * Members get Not Found (the console API answers them 403).
 */
export default function UsagePage() {
  const t = useUsageT();
  const lang = useLanguage((s) => s.language);
  const number = new Intl.NumberFormat(LANGUAGE_TAGS[lang]);
  const token = useUserStore((s) => s.token);
  const [to, setTo] = useState(() => isoDay(Date.now()));
  const [from, setFrom] = useState(() => isoDay(Date.now() - 13 * DAY_MS));
  const overview = useQuery(usageQuery(token, from, to));
  // Desktop first: the console takes the wide column.
  useWidePage();

  if (overview.error instanceof ApiError && (overview.error.code === 403 || overview.error.code === 401)) {
    return <NotFoundRoute />;
  }
  const o = overview.data;
  // Titled like the other console pages (Refine's pages and the dashboard).
  const heading = (
    <Typography.Title level={3} style={{ margin: 0 }}>
      {t('usage.title')}
    </Typography.Title>
  );
  const range = (
    <form
      className="vc-card vc-usage__range"
      aria-label={t('usage.range')}
      onSubmit={(e) => e.preventDefault()}
    >
      <label>
        <span>{t('usage.from')}</span>
        <input
          type="date"
          value={from}
          max={to}
          onChange={(e) => e.target.value && setFrom(e.target.value)}
        />
      </label>
      <label>
        <span>{t('usage.to')}</span>
        <input type="date" value={to} min={from} onChange={(e) => e.target.value && setTo(e.target.value)} />
      </label>
    </form>
  );
  if (overview.isError) {
    return (
      <div className="vc-stack vc-usage">
        {heading}
        {range}
        <p role="alert">{t('usage.loadFailed')}</p>
        <button type="button" className="vc-button" onClick={() => void overview.refetch()}>
          {t('usage.retry')}
        </button>
      </div>
    );
  }
  if (!o) {
    return (
      <div className="vc-stack vc-usage">
        {heading}
        <div className="vc-loading" role="status" aria-busy="true" />
      </div>
    );
  }
  const totals = o.days.reduce((s, d) => ({ views: s.views + d.pageViews, clicks: s.clicks + d.clicks }), {
    views: 0,
    clicks: 0,
  });
  const dayLabel = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

  return (
    <div className="vc-stack vc-usage" data-testid="usage-page">
      {heading}
      {range}
      <section className="vc-card vc-stack" aria-label={t('usage.daily')}>
        <h3>{t('usage.daily')}</h3>
        <dl className="vc-usage__totals">
          <div>
            <dt>{t('usage.activeMembers')}</dt>
            <dd>{number.format(o.days.at(-1)?.activeMembers ?? 0)}</dd>
          </div>
          <div>
            <dt>{t('usage.pageViews')}</dt>
            <dd data-testid="usage-views">{number.format(totals.views)}</dd>
          </div>
          <div>
            <dt>{t('usage.clicks')}</dt>
            <dd>{number.format(totals.clicks)}</dd>
          </div>
        </dl>
        <div className="vc-usage__chart" data-testid="usage-daily-chart">
          <Line
            aria-label={t('usage.daily')}
            data={{
              labels: o.days.map((d) => dayLabel.format(new Date(`${d.date}T00:00:00Z`))),
              datasets: [
                {
                  label: t('usage.activeMembers'),
                  data: o.days.map((d) => d.activeMembers),
                  borderColor: GOLD,
                  backgroundColor: GOLD,
                  yAxisID: 'members',
                },
                {
                  label: t('usage.pageViews'),
                  data: o.days.map((d) => d.pageViews),
                  borderColor: TEAL,
                  backgroundColor: TEAL,
                  yAxisID: 'views',
                },
                {
                  label: t('usage.clicks'),
                  data: o.days.map((d) => d.clicks),
                  borderColor: SLATE,
                  backgroundColor: SLATE,
                  yAxisID: 'views',
                },
              ],
            }}
            options={{
              maintainAspectRatio: false,
              interaction: { mode: 'index', intersect: false },
              scales: {
                views: { type: 'linear', position: 'left', beginAtZero: true },
                members: {
                  type: 'linear',
                  position: 'right',
                  beginAtZero: true,
                  grid: { drawOnChartArea: false },
                },
              },
            }}
          />
        </div>
      </section>
      {o.routes.length === 0 ? <p className="vc-muted">{t('usage.empty')}</p> : null}
      {o.routes.length > 0 ? (
        <section className="vc-card vc-stack" aria-label={t('usage.routes')}>
          <h3>{t('usage.routes')}</h3>
          <div className="vc-usage__chart">
            <Bar
              aria-label={t('usage.routes')}
              data={{
                labels: o.routes.slice(0, 12).map((r) => r.path),
                datasets: [
                  {
                    label: t('usage.views'),
                    data: o.routes.slice(0, 12).map((r) => r.views),
                    backgroundColor: TEAL,
                  },
                ],
              }}
              options={{
                indexAxis: 'y',
                maintainAspectRatio: false,
                plugins: { legend: { display: false } },
              }}
            />
          </div>
        </section>
      ) : null}
      {o.topArticles.length > 0 ? (
        <section className="vc-card vc-stack" aria-label={t('usage.topArticles')}>
          <h3>{t('usage.topArticles')}</h3>
          <table className="vc-usage__table">
            <thead>
              <tr>
                <th scope="col">{t('usage.article')}</th>
                <th scope="col">{t('usage.views')}</th>
                <th scope="col">{t('usage.readers')}</th>
                <th scope="col">{t('usage.readingTime')}</th>
              </tr>
            </thead>
            <tbody>
              {o.topArticles.map((a) => (
                <tr key={a.articleId}>
                  <td>
                    <Link to={`/article/${a.articleId}`}>
                      {a.title ?? t('usage.untitled', { id: a.articleId })}
                    </Link>
                  </td>
                  <td>{number.format(a.views)}</td>
                  <td>{number.format(a.readers)}</td>
                  <td>{t('usage.minutes', { count: number.format(Math.round(a.readingMs / 60_000)) })}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ) : null}
      <h3 className="vc-usage__heading">{t('usage.funnels')}</h3>
      <div className="vc-usage__funnels">
        <Funnel title={t('usage.scanFunnel')} steps={o.funnels.scan} />
        <Funnel title={t('usage.redemptionFunnel')} steps={o.funnels.redemption} />
      </div>
    </div>
  );
}
