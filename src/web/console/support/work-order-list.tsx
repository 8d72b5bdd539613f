import { List, ShowButton, useTable } from '@refinedev/antd';
import { Select, Table, Tag } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { WORK_ORDER_STATES, type ConsoleWorkOrderPageSchema } from '../../../shared/schemas/support.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { PersonCell } from '../components/list-parts.tsx';
import { consolePagination } from '../components/pagination.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { formatDateTime } from '../../../shared/dates.ts';

type Order = z.infer<typeof ConsoleWorkOrderPageSchema>['list'][number];

/** After-sales requests: unsolved first to answer, with whether support spoke last. */
export default function WorkOrderList() {
  const t = useConsoleT();
  const lang = useLanguage((s) => s.language);
  const [state, setState] = useState<string>('accepting');
  const { tableProps, setFilters } = useTable<Order>({
    resource: 'support/workOrders',
    syncWithLocation: false,
    filters: { initial: [{ field: 'state', operator: 'eq', value: 'accepting' }] },
  });
  return (
    <List title={t('workOrders.list')}>
      <Select
        aria-label={t('workOrders.state')}
        style={{ width: 200, marginBottom: 16 }}
        value={state}
        onChange={(v) => {
          setState(v);
          setFilters(v ? [{ field: 'state', operator: 'eq', value: v }] : [], 'replace');
        }}
        options={[
          ...WORK_ORDER_STATES.map((s) => ({ value: s, label: t(`workOrders.state.${s}`) })),
          { value: '', label: t('workOrders.all') },
        ]}
      />
      <Table {...tableProps} pagination={consolePagination(tableProps.pagination, t)} rowKey="id">
        <Table.Column<Order> title={t('workOrders.number')} dataIndex="number" />
        <Table.Column<Order>
          title={t('workOrders.request')}
          render={(_, o) => (
            <>
              <div className="vc-console-clamp">{o.description}</div>
              {o.redeem ? (
                <div className="ant-typography ant-typography-secondary">
                  {t('workOrders.about', { orderNo: o.redeem.orderNo, prize: o.redeem.prizeName })}
                </div>
              ) : null}
            </>
          )}
        />
        <Table.Column<Order>
          title={t('members.member')}
          render={(_, o) => <PersonCell name={o.member.nickName} email={o.member.email} />}
        />
        <Table.Column<Order>
          title={t('workOrders.state')}
          render={(_, o) => (
            <>
              <Tag color={o.state === 'accepting' ? 'orange' : 'green'}>
                {t(`workOrders.state.${o.state}`)}
              </Tag>
              {o.state === 'accepting' && !o.answered ? (
                <Tag color="red">{t('workOrders.waiting')}</Tag>
              ) : null}
            </>
          )}
        />
        <Table.Column<Order>
          title={t('workOrders.updatedAt')}
          render={(_, o) => formatDateTime(o.updatedAt, lang)}
        />
        <Table.Column<Order>
          title={t('console.actions')}
          render={(_, o) => (
            <ShowButton
              size="small"
              resource="workOrders"
              recordItemId={o.id}
              aria-label={`${t('buttons.show')} · ${o.number}`}
            />
          )}
        />
      </Table>
    </List>
  );
}
