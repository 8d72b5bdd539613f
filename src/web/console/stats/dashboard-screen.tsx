import { useQuery } from '@tanstack/react-query';
import { Card, Col, DatePicker, Row, Space, Statistic, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Bar, Line } from '../../stats/charts.ts';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { DashboardSchema, type Dashboard } from '../../../shared/schemas/stats.ts';
import { request } from '../../api/client.ts';
import { useColorMode } from '../../app/color-mode.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';

const TEAL = '#1f8a80';
const GOLD = '#d9a21b';
const RED = '#c0392b';
const SLATE = '#7b8c90';
const sum = (d: Dashboard['days'], key: keyof Dashboard['days'][number]) =>
  d.reduce((n, day) => n + (day[key] as number), 0);

/** `/console`: members, activity and the loyalty economy per day, from the console API only. */
export default function DashboardScreen() {
  const t = useConsoleT();
  const lang = useLanguage((s) => s.language);
  const dark = useColorMode((s) => s.value === 'dark');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(13, 'day'), dayjs()]);
  const from = range[0].format('YYYY-MM-DD');
  const to = range[1].format('YYYY-MM-DD');
  const board = useQuery({
    queryKey: ['console', 'dashboard', from, to],
    queryFn: () => request('GET', '/console/stats/dashboard', { from, to }, { schema: DashboardSchema }),
  });
  const number = new Intl.NumberFormat(LANGUAGE_TAGS[lang]);
  const dayLabel = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  // Text and grid readable on the console's light or dark page.
  const ink = dark ? 'rgba(255,255,255,0.75)' : 'rgba(0,0,0,0.7)';
  const grid = dark ? 'rgba(255,255,255,0.12)' : 'rgba(0,0,0,0.1)';
  const axis = (stacked: boolean) => ({ stacked, ticks: { color: ink }, grid: { color: grid } });
  const themed = (stacked = false) => ({
    maintainAspectRatio: false,
    plugins: { legend: { labels: { color: ink } } },
    scales: { x: axis(stacked), y: { ...axis(stacked), beginAtZero: true } },
  });
  const d = board.data?.days ?? [];
  const labels = d.map((x) => dayLabel.format(new Date(`${x.date}T00:00:00Z`)));
  const genuine = sum(d, 'scansGenuine');
  const scans = genuine + sum(d, 'scansNotGenuine');
  const stat = (title: string, value: number, testId: string, suffix?: string) => (
    <Col xs={12} md={8} xl={4}>
      <Card size="small">
        <Statistic
          title={title}
          value={number.format(value)}
          valueRender={(v) => <span data-testid={testId}>{v}</span>}
        />
        {suffix ? <Typography.Text type="secondary">{suffix}</Typography.Text> : null}
      </Card>
    </Col>
  );

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }} data-testid="dashboard">
      <Space align="center" wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('dashboard.title')}
        </Typography.Title>
        <DatePicker.RangePicker
          aria-label={t('dashboard.range')}
          value={range}
          allowClear={false}
          disabledDate={(day) => day.isAfter(dayjs(), 'day')}
          onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])}
        />
      </Space>
      <Row gutter={[16, 16]}>
        {stat(t('dashboard.members'), board.data?.members ?? 0, 'dash-members')}
        {stat(t('dashboard.activeMembers'), d.at(-1)?.activeMembers ?? 0, 'dash-active')}
        {stat(t('dashboard.posts'), sum(d, 'posts'), 'dash-posts', t('dashboard.inRange'))}
        {stat(t('dashboard.reviews'), sum(d, 'reviews'), 'dash-reviews', t('dashboard.inRange'))}
        {stat(
          t('dashboard.scans'),
          scans,
          'dash-scans',
          t('dashboard.genuineShare', { percent: scans > 0 ? Math.round((100 * genuine) / scans) : 0 }),
        )}
        {stat(t('dashboard.redemptions'), sum(d, 'redemptions'), 'dash-redemptions', t('dashboard.inRange'))}
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('dashboard.points')}>
            <div style={{ height: 260 }}>
              <Bar
                aria-label={t('dashboard.points')}
                data={{
                  labels,
                  datasets: [
                    {
                      label: t('dashboard.pointsIssued'),
                      data: d.map((x) => x.pointsIssued),
                      backgroundColor: TEAL,
                    },
                    {
                      label: t('dashboard.pointsSpent'),
                      data: d.map((x) => x.pointsSpent),
                      backgroundColor: GOLD,
                    },
                  ],
                }}
                options={themed()}
              />
            </div>
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card size="small" title={t('dashboard.scans')}>
            <div style={{ height: 260 }}>
              <Bar
                aria-label={t('dashboard.scans')}
                data={{
                  labels,
                  datasets: [
                    {
                      label: t('dashboard.scansGenuine'),
                      data: d.map((x) => x.scansGenuine),
                      backgroundColor: TEAL,
                    },
                    {
                      label: t('dashboard.scansNotGenuine'),
                      data: d.map((x) => x.scansNotGenuine),
                      backgroundColor: RED,
                    },
                  ],
                }}
                options={themed(true)}
              />
            </div>
          </Card>
        </Col>
        <Col xs={24}>
          <Card size="small" title={t('dashboard.membersChart')}>
            <div style={{ height: 260 }}>
              <Line
                aria-label={t('dashboard.membersChart')}
                data={{
                  labels,
                  datasets: [
                    {
                      label: t('dashboard.newMembers'),
                      data: d.map((x) => x.newMembers),
                      borderColor: GOLD,
                      backgroundColor: GOLD,
                    },
                    {
                      label: t('dashboard.activeDaily'),
                      data: d.map((x) => x.activeMembers),
                      borderColor: TEAL,
                      backgroundColor: TEAL,
                    },
                    {
                      label: t('dashboard.posts'),
                      data: d.map((x) => x.posts + x.reviews),
                      borderColor: SLATE,
                      backgroundColor: SLATE,
                    },
                  ],
                }}
                options={{ ...themed(), interaction: { mode: 'index', intersect: false } }}
              />
            </div>
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
