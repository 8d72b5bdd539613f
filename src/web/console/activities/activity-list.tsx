import { CreateButton, EditButton, List, ShowButton, useTable } from '@refinedev/antd';
import { Space, Table, Tag } from 'antd';
import type { ActivityState, ActivityType, CostKind } from '../../../shared/schemas/activities.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { londonText } from '../components/london-time.ts';
import { consolePagination } from '../components/pagination.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';

interface Row {
  id: string;
  type: ActivityType;
  title: string;
  state: ActivityState;
  startAt: string;
  endAt: string;
  cost: { kind: CostKind; amount: number };
  entryCount: number;
  publishedAt: string | null;
}

export const STATE_COLORS: Record<ActivityState, string> = {
  draft: 'default',
  scheduled: 'blue',
  open: 'green',
  closed: 'default',
  drawn: 'purple',
};

/** Every activity, drafts too, newest first: type, state, London times, cost and entries. */
export default function ActivityList() {
  const t = useConsoleT();
  const lang = useLanguage((s) => s.language);
  const { tableProps } = useTable<Row>({ resource: 'activities', syncWithLocation: true });
  return (
    <List title={t('activities.list')} headerButtons={<CreateButton>{t('activities.create')}</CreateButton>}>
      <Table {...tableProps} pagination={consolePagination(tableProps.pagination, t)} rowKey="id">
        <Table.Column<Row> title={t('activities.id')} dataIndex="id" />
        <Table.Column<Row> title={t('activities.title')} dataIndex="title" />
        <Table.Column<Row> title={t('activities.type')} render={(_, a) => t(`activities.type.${a.type}`)} />
        <Table.Column<Row>
          title={t('activities.state')}
          render={(_, a) => <Tag color={STATE_COLORS[a.state]}>{t(`activities.state.${a.state}`)}</Tag>}
        />
        <Table.Column<Row>
          title={t('activities.when')}
          render={(_, a) => `${londonText(a.startAt, lang)} – ${londonText(a.endAt, lang)}`}
        />
        <Table.Column<Row>
          title={t('activities.cost')}
          render={(_, a) =>
            a.cost.kind === 'free'
              ? t('activities.cost.free')
              : t('activities.costOf', { amount: a.cost.amount, kind: t(`activities.cost.${a.cost.kind}`) })
          }
        />
        <Table.Column<Row> title={t('activities.entries')} align="right" dataIndex="entryCount" />
        <Table.Column<Row>
          title={t('console.actions')}
          render={(_, a) => (
            <Space>
              <ShowButton size="small" recordItemId={a.id} aria-label={`${t('buttons.show')} · ${a.title}`} />
              <EditButton size="small" recordItemId={a.id} aria-label={`${t('buttons.edit')} · ${a.title}`} />
            </Space>
          )}
        />
      </Table>
    </List>
  );
}
