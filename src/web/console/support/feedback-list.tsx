import { List, useTable } from '@refinedev/antd';
import { Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import type { z } from 'zod';
import { FEEDBACK_TYPES, type ConsoleFeedbackSchema } from '../../../shared/schemas/support.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { translate } from '../../i18n/translator.ts';
import { PersonCell, Pictures } from '../components/list-parts.tsx';
import { LANGUAGE_NAMES } from '../components/console-frame.tsx';
import type { Lang } from '../../../shared/i18n.ts';
import { consolePagination } from '../components/pagination.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { formatDateTime } from '../../../shared/dates.ts';

type Feedback = z.infer<typeof ConsoleFeedbackSchema>;
const typeText = (key: string) =>
  translate('msg', `support.feedback.${key}`, undefined, { defaultValue: key });

/** What members told the brand in "Feedback", newest first, by kind. */
export default function FeedbackList() {
  const t = useConsoleT();
  const lang = useLanguage((s) => s.language);
  const [type, setType] = useState('');
  const { tableProps, setFilters } = useTable<Feedback>({
    resource: 'support/feedback',
    syncWithLocation: false,
  });
  return (
    <List title={t('feedback.list')}>
      <Select
        aria-label={t('feedback.type')}
        style={{ width: 240, marginBottom: 16 }}
        value={type}
        onChange={(v) => {
          setType(v);
          setFilters(v ? [{ field: 'type', operator: 'eq', value: v }] : [], 'replace');
        }}
        options={[
          { value: '', label: t('feedback.anyType') },
          ...FEEDBACK_TYPES.map((k) => ({ value: k, label: typeText(k) })),
        ]}
      />
      <Table {...tableProps} pagination={consolePagination(tableProps.pagination, t)} rowKey="id">
        <Table.Column<Feedback> title={t('feedback.type')} render={(_, f) => <Tag>{typeText(f.type)}</Tag>} />
        <Table.Column<Feedback>
          title={t('feedback.content')}
          render={(_, f) => (
            <Space direction="vertical" style={{ maxWidth: 520 }}>
              <span className="vc-console-pre">{f.content}</span>
              <Pictures urls={f.pictures} />
            </Space>
          )}
        />
        <Table.Column<Feedback>
          title={t('members.member')}
          render={(_, f) => <PersonCell name={f.member.nickName} email={f.member.email} />}
        />
        <Table.Column<Feedback> title={t('feedback.contact')} render={(_, f) => f.contact ?? '—'} />
        <Table.Column<Feedback>
          title={t('workOrders.language')}
          render={(_, f) => LANGUAGE_NAMES[f.lang as Lang] ?? f.lang}
        />
        <Table.Column<Feedback>
          title={t('feedback.sentAt')}
          render={(_, f) => formatDateTime(f.createdAt, lang)}
        />
      </Table>
    </List>
  );
}
