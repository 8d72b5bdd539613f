import { List, ShowButton, useTable } from '@refinedev/antd';
import { Avatar, Input, Space, Table } from 'antd';
import type { ConsoleMember } from '../../../shared/schemas/members.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { consolePagination } from '../components/pagination.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { MemberTags } from './member-tags.tsx';
import { formatDay } from '../../../shared/dates.ts';

/** Members, newest first, found by a part of their email or nickname. */
export default function MemberList() {
  const t = useConsoleT();
  const lang = useLanguage((s) => s.language);
  const number = new Intl.NumberFormat(lang.replace('_', '-'));
  const { tableProps, setFilters } = useTable<ConsoleMember>({ resource: 'members' });
  return (
    <List title={t('members.list')}>
      <Input.Search
        aria-label={t('members.search')}
        placeholder={t('members.search')}
        allowClear
        enterButton
        maxLength={100}
        style={{ maxWidth: 420, marginBottom: 16 }}
        onSearch={(q) =>
          setFilters(q.trim() ? [{ field: 'q', operator: 'eq', value: q.trim() }] : [], 'replace')
        }
      />
      <Table {...tableProps} pagination={consolePagination(tableProps.pagination, t)} rowKey="id">
        <Table.Column<ConsoleMember>
          title={t('members.member')}
          render={(_, m) => (
            <Space>
              <Avatar src={m.avatarUrl ?? undefined} alt="">
                {(m.nickName ?? m.email).slice(0, 1).toUpperCase()}
              </Avatar>
              <span>
                <div>{m.nickName}</div>
                <div className="ant-typography ant-typography-secondary">{m.email}</div>
              </span>
            </Space>
          )}
        />
        <Table.Column<ConsoleMember>
          title={t('members.joined')}
          render={(_, m) => formatDay(m.createdAt, lang)}
        />
        <Table.Column<ConsoleMember>
          title={t('members.balance')}
          align="right"
          render={(_, m) => number.format(m.balance)}
        />
        <Table.Column<ConsoleMember>
          title={t('members.proof')}
          render={(_, m) => <MemberTags member={m} />}
        />
        <Table.Column<ConsoleMember>
          title={t('console.actions')}
          render={(_, m) => (
            <ShowButton size="small" recordItemId={m.id} aria-label={`${t('buttons.show')} · ${m.email}`} />
          )}
        />
      </Table>
    </List>
  );
}
