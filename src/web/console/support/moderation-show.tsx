import { Show } from '@refinedev/antd';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Form, Input, InputNumber, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { z } from 'zod';
import {
  ModerationActionSchema,
  ModerationTargetSchema,
  SUSPEND_DAYS_MAX,
  type ModerationAction,
} from '../../../shared/schemas/support.ts';
import { request } from '../../api/client.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { PersonCell, Pictures } from '../components/list-parts.tsx';
import { RecordDialog } from '../components/record-dialog.tsx';
import { schemaRule } from '../components/schema-rule.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { reasonText } from './moderation-list.tsx';
import { formatDateTime } from '../../../shared/dates.ts';

type Target = z.infer<typeof ModerationTargetSchema>;
type Report = Target['reports'][number];
interface ActionValues {
  reason?: string;
  days?: number;
}
const actionBody = (action: ModerationAction) => (v: ActionValues) => ({
  action,
  reason: v.reason?.trim() || null,
  ...(action === 'suspend' ? { days: v.days } : {}),
});
const TAKES_AWAY: ReadonlySet<ModerationAction> = new Set(['hide', 'warn', 'suspend']);

/** Which actions fit the target as it is now. */
function actionsFor(target: Target): ModerationAction[] {
  const { group } = target;
  const open = group.state !== 'completed';
  const content = group.targetType !== 'user' && group.targetType !== 'product';
  const out: ModerationAction[] = [];
  if (open) out.push('dismiss', 'monitor', 'resolve');
  if (content) out.push(group.hidden ? 'restore' : 'hide');
  if (group.owner) out.push('warn', 'suspend');
  return out;
}

/** One reported target: its reports, who made them, and the actions on it, each confirmed by name. */
export default function ModerationShow() {
  const t = useConsoleT();
  const lang = useLanguage((s) => s.language);
  const when = (iso: string) => formatDateTime(iso, lang);
  const { id = '' } = useParams();
  const [type, targetId] = id.split(':');
  const [acting, setActing] = useState<ModerationAction | null>(null);
  const target = useQuery({
    queryKey: ['console', 'moderation', id],
    queryFn: () =>
      request('GET', `/console/support/moderation/${type}/${targetId}`, undefined, {
        schema: ModerationTargetSchema,
      }),
  });
  const data = target.data;
  const g = data?.group;
  const what = g ? `${t(`moderation.target.${g.targetType}`)} «${g.snippet ?? targetId}»` : '';
  const owner = g?.owner?.nickName ?? g?.owner?.userId ?? '—';
  return (
    <Show
      goBack={false}
      title={what || t('moderation.list')}
      isLoading={target.isLoading}
      canEdit={false}
      canDelete={false}
      headerButtons={
        <Space wrap>
          {data
            ? actionsFor(data).map((a) => (
                <Button key={a} danger={TAKES_AWAY.has(a)} onClick={() => setActing(a)}>
                  {t(`moderation.action.${a}`)}
                </Button>
              ))
            : null}
        </Space>
      }
    >
      {g ? (
        <Card style={{ marginBottom: 16 }}>
          <Descriptions column={2}>
            <Descriptions.Item label={t('moderation.targetType')}>
              {t(`moderation.target.${g.targetType}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('moderation.state')}>
              <Tag>{t(`moderation.reportState.${g.state}`)}</Tag>
              {g.hidden ? <Tag color="red">{t('posts.state.hidden')}</Tag> : null}
            </Descriptions.Item>
            <Descriptions.Item label={t('moderation.reported')}>{g.snippet ?? '—'}</Descriptions.Item>
            <Descriptions.Item label={t('moderation.owner')}>
              {owner}
              {g.owner?.suspendedUntil
                ? ` · ${t('moderation.suspendedUntil', { date: when(g.owner.suspendedUntil) })}`
                : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('moderation.reports')}>{g.reportCount}</Descriptions.Item>
            <Descriptions.Item label={t('moderation.lastAt')}>{when(g.lastAt)}</Descriptions.Item>
          </Descriptions>
        </Card>
      ) : null}
      <Table<Report> dataSource={data?.reports ?? []} rowKey="id" pagination={false}>
        <Table.Column<Report> title={t('moderation.reportNo')} dataIndex="reportNumber" />
        <Table.Column<Report>
          title={t('moderation.reporter')}
          render={(_, r) => (
            <PersonCell name={r.reporter.nickName ?? r.reporter.userName} email={r.reporter.email} />
          )}
        />
        <Table.Column<Report> title={t('moderation.reason')} render={(_, r) => reasonText(r.reasonType)} />
        <Table.Column<Report>
          title={t('moderation.text')}
          render={(_, r) => (
            <Space direction="vertical">
              <span>{r.text ?? '—'}</span>
              <Pictures urls={r.pictures} />
            </Space>
          )}
        />
        <Table.Column<Report>
          title={t('moderation.state')}
          render={(_, r) => <Tag>{t(`moderation.reportState.${r.state}`)}</Tag>}
        />
        <Table.Column<Report> title={t('moderation.reportedAt')} render={(_, r) => when(r.createdAt)} />
      </Table>
      {acting && g ? (
        <RecordDialog<ActionValues>
          title={t(`moderation.action.${acting}`)}
          okText={t(`moderation.action.${acting}`)}
          initialValues={acting === 'suspend' ? { days: 7 } : {}}
          onSave={async (v) => {
            await request('POST', `/console/support/moderation/${type}/${targetId}`, actionBody(acting)(v));
            return t('moderation.done', { action: t(`moderation.action.${acting}`), target: what });
          }}
          onClose={(saved) => {
            setActing(null);
            if (saved) void target.refetch();
          }}
        >
          <Alert
            type={TAKES_AWAY.has(acting) ? 'warning' : 'info'}
            showIcon
            style={{ marginBottom: 16 }}
            message={t(`moderation.confirm.${acting}`, { target: what, owner, reports: g.reportCount })}
          />
          {acting === 'suspend' ? (
            <Form.Item
              label={t('members.suspendDays')}
              name="days"
              rules={[
                { required: true, message: t('console.required') },
                schemaRule(ModerationActionSchema, actionBody(acting)),
              ]}
            >
              <InputNumber min={1} max={SUSPEND_DAYS_MAX} precision={0} />
            </Form.Item>
          ) : null}
          <Form.Item
            label={t('moderation.why')}
            name="reason"
            extra={
              acting === 'warn' || acting === 'suspend' ? t('moderation.whyTold') : t('moderation.whyAudit')
            }
            rules={[schemaRule(ModerationActionSchema, actionBody(acting))]}
          >
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </RecordDialog>
      ) : null}
    </Show>
  );
}
