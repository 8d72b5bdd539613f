import { Show, useTable } from '@refinedev/antd';
import { useShow } from '@refinedev/core';
import { Avatar, Button, Card, Descriptions, Space, Table } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { ConsoleMember } from '../../../shared/schemas/members.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { consolePagination } from '../components/pagination.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { flowRef } from './flow-ref.ts';
import { GrantDialog } from './grant-dialog.tsx';
import { MemberTags } from './member-tags.tsx';
import { SuspendDialog, useRestore } from './suspend-dialog.tsx';
import { MemberTierCard } from '../tiers/member-tier-card.tsx';
import { countryName } from '../../../shared/countries.ts';
import { formatDateTime } from '../../../shared/dates.ts';

interface FlowRow {
  id: string;
  delta: number;
  balanceAfter: number;
  ruleCode: string;
  ruleTitle: string;
  ref: string | null;
  createdAt: string;
}

/** One member: profile, wallets, points flow; grant or deduct points, suspend or restore. */
export default function MemberShow() {
  const t = useConsoleT();
  const lang = useLanguage((s) => s.language);
  const number = new Intl.NumberFormat(lang.replace('_', '-'), { signDisplay: 'exceptZero' });
  const plain = new Intl.NumberFormat(lang.replace('_', '-'));
  const when = (iso: string) => formatDateTime(iso, lang);
  const { id = '' } = useParams();
  const { query } = useShow<ConsoleMember>({ resource: 'members', id });
  const m = query.data?.data;
  const { tableProps, tableQuery } = useTable<FlowRow>({ resource: `members/${id}/points` });
  const [dialog, setDialog] = useState<'grant' | 'suspend' | null>(null);
  // When the page opened: a suspension ending while it is open shows until the next load.
  const [now] = useState(() => Date.now());
  const restore = useRestore();
  const refresh = () => {
    void query.refetch();
    void tableQuery.refetch();
  };
  const suspended = m?.suspendedUntil && Date.parse(m.suspendedUntil) > now;

  return (
    <Show
      goBack={false}
      title={m ? (m.nickName ?? m.email) : t('members.list')}
      isLoading={query.isLoading}
      canEdit={false}
      canDelete={false}
      headerButtons={
        m ? (
          <Space>
            <Button type="primary" onClick={() => setDialog('grant')}>
              {t('members.grant')}
            </Button>
            {suspended ? (
              <Button onClick={() => void restore(m).then((done) => done && refresh())}>
                {t('members.restore')}
              </Button>
            ) : (
              <Button danger onClick={() => setDialog('suspend')}>
                {t('members.suspend')}
              </Button>
            )}
          </Space>
        ) : null
      }
    >
      {m ? (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions bordered size="small" column={2}>
            <Descriptions.Item label={t('members.member')} span={2}>
              <Space>
                <Avatar src={m.avatarUrl ?? undefined} alt="">
                  {(m.nickName ?? m.email).slice(0, 1).toUpperCase()}
                </Avatar>
                <span>{`${m.nickName ?? ''} · ${m.email}`}</span>
                <MemberTags member={m} />
              </Space>
            </Descriptions.Item>
            <Descriptions.Item label={t('members.balance')}>
              <span data-testid="member-balance">{plain.format(m.balance)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('members.chances')}>{plain.format(m.chances)}</Descriptions.Item>
            <Descriptions.Item label={t('members.joined')}>{when(m.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={t('members.country')}>
              {countryName(m.countryCode, lang)}
            </Descriptions.Item>
            <Descriptions.Item label={t('members.birthday')}>{m.birthday ?? ''}</Descriptions.Item>
          </Descriptions>
          <MemberTierCard userId={id} />
          <Card size="small" title={t('members.flow')}>
            <Table
              {...tableProps}
              pagination={consolePagination(tableProps.pagination, t)}
              rowKey="id"
              size="small"
            >
              <Table.Column<FlowRow> title={t('members.when')} render={(_, r) => when(r.createdAt)} />
              <Table.Column<FlowRow>
                title={t('members.delta')}
                align="right"
                render={(_, r) => <span data-testid="flow-delta">{number.format(r.delta)}</span>}
              />
              <Table.Column<FlowRow>
                title={t('members.balanceAfter')}
                align="right"
                render={(_, r) => plain.format(r.balanceAfter)}
              />
              <Table.Column<FlowRow>
                title={t('members.rule')}
                render={(_, r) => (
                  <span data-testid="flow-rule">
                    {[r.ruleTitle, flowRef(r.ref, t)].filter(Boolean).join(' · ')}
                  </span>
                )}
              />
            </Table>
          </Card>
          <GrantDialog
            member={dialog === 'grant' ? m : null}
            onClose={(done) => {
              setDialog(null);
              if (done) refresh();
            }}
          />
          <SuspendDialog
            member={dialog === 'suspend' ? m : null}
            onClose={(done) => {
              setDialog(null);
              if (done) refresh();
            }}
          />
        </Space>
      ) : null}
    </Show>
  );
}
