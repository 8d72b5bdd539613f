import { List, useSelect, useTable } from '@refinedev/antd';
import { Button, Select, Space, Table, type SelectProps } from 'antd';
import { useState } from 'react';
import type { ConsoleMember } from '../../../shared/schemas/members.ts';
import { request } from '../../api/client.ts';
import { useConfirmAction } from '../components/confirm-action.ts';
import { consolePagination } from '../components/pagination.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';

interface KolRow {
  userId: string;
  nickName: string;
}

const labelOf = (m: ConsoleMember) => `${m.nickName ?? '—'} · ${m.email}`;

/** Key opinion leaders: members whose articles carry the KOL mark and fill the KOL page. */
export default function KolList() {
  const t = useConsoleT();
  const { busy, confirm } = useConfirmAction();
  const [chosen, setChosen] = useState<string | null>(null);
  const { tableProps, tableQuery } = useTable<KolRow>({ resource: 'content/kol', syncWithLocation: false });
  const { selectProps, query } = useSelect<ConsoleMember>({
    resource: 'members',
    optionLabel: labelOf,
    optionValue: 'id',
    pagination: { pageSize: 20, mode: 'server' },
    onSearch: (value) => [{ field: 'q', operator: 'eq', value }],
  });
  const refetch = () => void tableQuery.refetch();
  const mark = (userId: string, name: string, kol: boolean) =>
    confirm({
      title: kol ? t('kol.markTitle', { name }) : t('kol.unmarkTitle', { name }),
      content: kol ? t('kol.markConfirm', { name }) : t('kol.unmarkConfirm', { name }),
      okText: kol ? t('kol.mark') : t('kol.unmark'),
      danger: !kol,
      run: async () => {
        await request('PUT', '/console/content/kol', { userId, kol });
        return kol ? t('kol.marked', { name }) : t('kol.unmarked', { name });
      },
      done: () => {
        setChosen(null);
        refetch();
      },
    });
  const chosenMember = query.data?.data.find((m) => m.id === chosen);
  return (
    <List title={t('kol.list')}>
      <Space wrap style={{ marginBottom: 16 }}>
        <Select<string>
          {...(selectProps as unknown as SelectProps<string>)}
          showSearch
          aria-label={t('kol.findMember')}
          placeholder={t('kol.findMember')}
          style={{ width: 420 }}
          value={chosen}
          onChange={(v) => setChosen(v)}
        />
        <Button
          type="primary"
          disabled={!chosenMember}
          loading={busy}
          onClick={() => chosenMember && void mark(chosenMember.id, labelOf(chosenMember), true)}
        >
          {t('kol.mark')}
        </Button>
      </Space>
      <Table {...tableProps} pagination={consolePagination(tableProps.pagination, t)} rowKey="userId">
        <Table.Column<KolRow> title={t('kol.member')} dataIndex="nickName" />
        <Table.Column<KolRow> title={t('kol.memberNo')} dataIndex="userId" />
        <Table.Column<KolRow>
          title={t('console.actions')}
          render={(_, k) => (
            <Button
              size="small"
              danger
              aria-label={`${t('kol.unmark')} · ${k.nickName}`}
              onClick={() => void mark(k.userId, k.nickName, false)}
            >
              {t('kol.unmark')}
            </Button>
          )}
        />
      </Table>
    </List>
  );
}
