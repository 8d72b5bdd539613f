import { List, ShowButton, useTable } from '@refinedev/antd';
import { Select, Space, Table, Tag } from 'antd';
import { REPORT_TARGETS, type ModerationGroup } from '../../../shared/schemas/support.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { translate } from '../../i18n/translator.ts';
import { useListFilters } from '../components/list-parts.tsx';
import { consolePagination } from '../components/pagination.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { formatDateTime } from '../../../shared/dates.ts';

/** A report reason as members chose it, in the admin's language (the API's own texts). */
export const reasonText = (key: string) =>
  translate('msg', `support.reason.${key}`, undefined, { defaultValue: key });
export const groupKey = (g: Pick<ModerationGroup, 'targetType' | 'targetId'>) =>
  `${g.targetType}:${g.targetId}`;

/** Reported things, one row per target with its reports counted by reason; open ones first in time. */
export default function ModerationList() {
  const t = useConsoleT();
  const lang = useLanguage((s) => s.language);
  const { tableProps, setFilters } = useTable<ModerationGroup>({
    resource: 'support/moderation',
    syncWithLocation: false,
    filters: { initial: [{ field: 'state', operator: 'eq', value: 'open' }] },
  });
  const filters = useListFilters<{ state?: string; targetType?: string }>(setFilters, { state: 'open' });
  return (
    <List title={t('moderation.list')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          aria-label={t('moderation.state')}
          style={{ width: 200 }}
          value={filters.values.state}
          onChange={(v) => filters.set({ state: v })}
          options={(['open', 'completed'] as const).map((s) => ({
            value: s,
            label: t(`moderation.state.${s}`),
          }))}
        />
        <Select
          aria-label={t('moderation.targetType')}
          style={{ width: 200 }}
          value={filters.values.targetType ?? ''}
          onChange={(v) => filters.set({ targetType: v || undefined })}
          options={[
            { value: '', label: t('moderation.anyTarget') },
            ...REPORT_TARGETS.map((k) => ({ value: k, label: t(`moderation.target.${k}`) })),
          ]}
        />
      </Space>
      <Table {...tableProps} pagination={consolePagination(tableProps.pagination, t)} rowKey={groupKey}>
        <Table.Column<ModerationGroup>
          title={t('moderation.reported')}
          render={(_, g) => (
            <Space direction="vertical" size={0}>
              <span>
                <Tag>{t(`moderation.target.${g.targetType}`)}</Tag>
                {g.hidden ? <Tag color="red">{t('posts.state.hidden')}</Tag> : null}
              </span>
              <span className="vc-console-clamp">{g.snippet ?? '—'}</span>
            </Space>
          )}
        />
        <Table.Column<ModerationGroup>
          title={t('moderation.owner')}
          render={(_, g) =>
            g.owner ? (
              <>
                <div>{g.owner.nickName ?? g.owner.userId}</div>
                {g.owner.suspendedUntil ? <Tag color="orange">{t('moderation.suspended')}</Tag> : null}
              </>
            ) : (
              '—'
            )
          }
        />
        <Table.Column<ModerationGroup>
          title={t('moderation.reports')}
          align="right"
          dataIndex="reportCount"
        />
        <Table.Column<ModerationGroup>
          title={t('moderation.reasons')}
          render={(_, g) => (
            <Space size={[0, 4]} wrap style={{ maxWidth: 320 }}>
              {Object.entries(g.reasons).map(([k, n]) => (
                <Tag key={k}>
                  {reasonText(k)} · {n}
                </Tag>
              ))}
            </Space>
          )}
        />
        <Table.Column<ModerationGroup>
          title={t('moderation.lastAt')}
          render={(_, g) => formatDateTime(g.lastAt, lang)}
        />
        <Table.Column<ModerationGroup>
          title={t('console.actions')}
          render={(_, g) => (
            <ShowButton
              size="small"
              resource="moderation"
              recordItemId={groupKey(g)}
              aria-label={`${t('buttons.show')} · ${g.snippet ?? groupKey(g)}`}
            />
          )}
        />
      </Table>
    </List>
  );
}
