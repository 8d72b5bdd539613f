import { List, useTable } from '@refinedev/antd';
import type { CrudFilter } from '@refinedev/core';
import { Button, DatePicker, Form, Input, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import type { AuditEntry } from '../../../shared/schemas/console.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { consolePagination } from '../components/pagination.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { formatDateTime } from '../../../shared/dates.ts';

interface Filters {
  actor?: string;
  target?: string;
  action?: string;
  days?: [Dayjs, Dayjs] | null;
}

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v, null, 2));

/** Every console write: who, what, when, and the record before and after; filtered by actor, target, action, days. */
export default function AuditList() {
  const t = useConsoleT();
  const lang = useLanguage((s) => s.language);
  const { tableProps, setFilters } = useTable<AuditEntry>({ resource: 'audit' });
  const apply = (v: Filters) => {
    const eq = (field: string, value: string | undefined): CrudFilter[] =>
      value?.trim() ? [{ field, operator: 'eq', value: value.trim() }] : [];
    setFilters(
      [
        ...eq('actor', v.actor),
        ...eq('target', v.target),
        ...eq('action', v.action),
        ...eq('from', v.days?.[0].format('YYYY-MM-DD')),
        ...eq('to', v.days?.[1].format('YYYY-MM-DD')),
      ],
      'replace',
    );
  };
  const side = (label: string, v: unknown) =>
    json(v) === null ? null : (
      <div style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong>{label}</Typography.Text>
        <pre className="vc-console-json">{json(v)}</pre>
      </div>
    );
  return (
    <List title={t('audit.list')}>
      <Form<Filters> layout="inline" onFinish={apply} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item label={t('audit.actor')} name="actor">
          <Input maxLength={100} allowClear />
        </Form.Item>
        <Form.Item label={t('audit.target')} name="target">
          <Input maxLength={100} allowClear />
        </Form.Item>
        <Form.Item label={t('audit.action')} name="action">
          <Input maxLength={60} allowClear />
        </Form.Item>
        <Form.Item label={t('audit.days')} name="days">
          <DatePicker.RangePicker />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          {t('audit.search')}
        </Button>
      </Form>
      <Table
        {...tableProps}
        pagination={consolePagination(tableProps.pagination, t)}
        rowKey="id"
        expandable={{
          expandedRowRender: (e) => (
            <div style={{ display: 'flex', gap: 16 }}>
              {side(t('audit.before'), e.before)}
              {side(t('audit.after'), e.after)}
            </div>
          ),
          rowExpandable: (e) => json(e.before) !== null || json(e.after) !== null,
        }}
      >
        <Table.Column<AuditEntry>
          title={t('audit.when')}
          render={(_, e) => formatDateTime(e.createdAt, lang)}
        />
        <Table.Column<AuditEntry> title={t('audit.actorCol')} render={(_, e) => e.actor.email} />
        <Table.Column<AuditEntry>
          title={t('audit.actionCol')}
          render={(_, e) => <Tag data-testid="audit-action">{e.action}</Tag>}
        />
        <Table.Column<AuditEntry> title={t('audit.targetCol')} dataIndex="target" />
      </Table>
    </List>
  );
}
