import { EyeOutlined, SendOutlined } from '@ant-design/icons';
import { EditButton, Show, useTable } from '@refinedev/antd';
import { useShow } from '@refinedev/core';
import { App, Button, Card, Descriptions, Progress, Space, Table, Tag, Typography } from 'antd';
import { Link, useParams } from 'react-router';
import type { ActivityState, ConsoleWinner, CostKind, OddsRow } from '../../../shared/schemas/activities.ts';
import { errorMessage } from '../../api/api-error.ts';
import { request } from '../../api/client.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { londonText } from '../components/london-time.ts';
import { consolePagination } from '../components/pagination.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { STATE_COLORS } from './activity-list.tsx';

interface Activity {
  id: string;
  title: string;
  type: string;
  state: ActivityState;
  startAt: string;
  endAt: string;
  cost: { kind: CostKind; amount: number };
  entryCount: number;
  perMemberLimit: number | null;
  seats: number | null;
  seatsLeft: number | null;
  odds: OddsRow[];
  seedHash: string;
  seed: string | null;
  drawnAt: string | null;
  publishedAt: string | null;
}

const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 2 });

function Winners({ id }: { id: string }) {
  const t = useConsoleT();
  const lang = useLanguage((s) => s.language);
  const { tableProps } = useTable<ConsoleWinner>({
    resource: `activities/${id}/winners`,
    queryOptions: { refetchInterval: 5000 },
  });
  return (
    <Card size="small" title={t('activities.winners')}>
      <Table
        {...tableProps}
        pagination={consolePagination(tableProps.pagination, t)}
        rowKey="id"
        size="small"
      >
        <Table.Column<ConsoleWinner>
          title={t('activities.winner')}
          render={(_, w) => `${w.member.nickName ?? ''} · ${w.member.email}`}
        />
        <Table.Column<ConsoleWinner> title={t('redeems.prize')} dataIndex="prizeName" />
        <Table.Column<ConsoleWinner> title={t('activities.entryNo')} dataIndex="entryNo" />
        <Table.Column<ConsoleWinner>
          title={t('activities.wonAt')}
          render={(_, w) => londonText(w.wonAt, lang)}
        />
        <Table.Column<ConsoleWinner>
          title={t('activities.shipping')}
          render={(_, w) =>
            w.redeemId ? <Link to="/console/redeems">{t('nav.redeems')}</Link> : t('activities.notClaimed')
          }
        />
      </Table>
    </Card>
  );
}

/** One activity: live entries and stock (refreshed every 5 s), publication, preview, seed, winners. */
export default function ActivityShow() {
  const t = useConsoleT();
  const { modal, message } = App.useApp();
  const lang = useLanguage((s) => s.language);
  const { id = '' } = useParams();
  const { query } = useShow<Activity>({
    resource: 'activities',
    id,
    queryOptions: { refetchInterval: 5000 },
  });
  const a = query.data?.data;

  const publish = async () => {
    if (!a) return;
    const ok = await modal.confirm({
      title: t('activities.publish'),
      content: t('activities.publishConfirm', { title: a.title, start: londonText(a.startAt, lang) }),
      okText: t('activities.publish'),
      cancelText: t('buttons.cancel'),
    });
    if (!ok) return;
    try {
      await request('POST', `/console/activities/${a.id}/publish`);
      void message.success(t('activities.published'));
      await query.refetch();
    } catch (err) {
      void message.error(errorMessage(err, t('console.loadFailed')));
    }
  };

  return (
    <Show
      goBack={false}
      title={a?.title ?? t('activities.list')}
      isLoading={query.isLoading}
      canDelete={false}
      headerButtons={
        a ? (
          <Space>
            <Link to={`/activity/preview?id=${a.id}`} target="_blank">
              <Button icon={<EyeOutlined />}>{t('activities.preview')}</Button>
            </Link>
            <EditButton recordItemId={a.id} />
            {a.publishedAt === null ? (
              <Button type="primary" icon={<SendOutlined />} onClick={() => void publish()}>
                {t('activities.publish')}
              </Button>
            ) : null}
          </Space>
        ) : null
      }
    >
      {a ? (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label={t('activities.type')}>
              {t(`activities.type.${a.type}` as never)}
            </Descriptions.Item>
            <Descriptions.Item label={t('activities.state')}>
              <Tag color={STATE_COLORS[a.state]} data-testid="activity-state">
                {t(`activities.state.${a.state}`)}
              </Tag>
            </Descriptions.Item>
            <Descriptions.Item label={t('activities.when')} span={2}>
              {`${londonText(a.startAt, lang)} – ${londonText(a.endAt, lang)}`}
            </Descriptions.Item>
            <Descriptions.Item label={t('activities.cost')}>
              {a.cost.kind === 'free'
                ? t('activities.cost.free')
                : t('activities.costOf', {
                    amount: a.cost.amount,
                    kind: t(`activities.cost.${a.cost.kind}`),
                  })}
            </Descriptions.Item>
            <Descriptions.Item label={t('activities.entries')}>
              <span data-testid="activity-entries">{a.entryCount}</span>
            </Descriptions.Item>
            {a.seats !== null ? (
              <Descriptions.Item
                label={t('activities.seats')}
              >{`${a.seatsLeft ?? 0} / ${a.seats}`}</Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('activities.seedHash')} span={2}>
              <Typography.Text code copyable>
                {a.seedHash}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('activities.seed')} span={2}>
              {a.seed ? (
                <Typography.Text code copyable>
                  {a.seed}
                </Typography.Text>
              ) : (
                <Typography.Text type="secondary">{t('activities.seedHidden')}</Typography.Text>
              )}
            </Descriptions.Item>
          </Descriptions>
          {a.odds.length > 0 ? (
            <Card size="small" title={t('activities.prizes')}>
              <Table<OddsRow> dataSource={a.odds} rowKey="segment" pagination={false} size="small">
                <Table.Column<OddsRow>
                  title={t('activities.prizeName')}
                  render={(_, r) => (r.prizeId === null ? t('activities.noPrize') : r.name)}
                />
                <Table.Column<OddsRow> title={t('activities.prizeWeight')} align="right" dataIndex="weight" />
                <Table.Column<OddsRow>
                  title={t('activities.prizeOdds')}
                  align="right"
                  render={(_, r) => percent.format(r.odds)}
                />
                <Table.Column<OddsRow>
                  title={t('activities.prizeStock')}
                  render={(_, r) =>
                    r.stock === null || r.initialStock === null ? null : (
                      <Space>
                        <Progress
                          percent={r.initialStock > 0 ? Math.round((100 * r.stock) / r.initialStock) : 0}
                          size="small"
                          showInfo={false}
                          style={{ width: 100 }}
                          aria-hidden
                        />
                        <span data-testid={`stock-${r.segment}`}>
                          {t('activities.stockLeft', { stock: r.stock, initial: r.initialStock })}
                        </span>
                      </Space>
                    )
                  }
                />
              </Table>
            </Card>
          ) : null}
          {a.publishedAt ? <Winners id={a.id} /> : null}
        </Space>
      ) : null}
    </Show>
  );
}
