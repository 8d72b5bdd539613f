import { List, useTable } from '@refinedev/antd';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Image, Input, Segmented, Space, Table, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../api/api-error.ts';
import { request } from '../../api/client.ts';
import { fetchFile } from '../../api/files.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { consolePagination } from '../components/pagination.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { formatDateTime } from '../../../shared/dates.ts';

type Status = 'pending' | 'approved' | 'rejected';
interface Proof {
  id: string;
  userId: string;
  nickName: string | null;
  email: string;
  status: Status;
  createdAt: string;
}
const COLORS: Record<Status, string> = { pending: 'gold', approved: 'green', rejected: 'red' };

/** The document, fetched with the session's headers (it is never public), as a picture to enlarge. */
function ProofImage({ proof }: { proof: Proof }) {
  const t = useConsoleT();
  const file = useQuery({
    queryKey: ['console', 'proof-image', proof.id],
    queryFn: () => fetchFile(`/console/proofs/${proof.id}/image`),
    staleTime: Infinity,
  });
  const url = useMemo(() => (file.data ? URL.createObjectURL(file.data.blob) : null), [file.data]);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  return url ? (
    <Image
      src={url}
      width={72}
      height={48}
      style={{ objectFit: 'cover' }}
      alt={`${t('proofs.image')} · ${proof.email}`}
    />
  ) : null;
}

/** Proof-of-age review: approve, or reject with a reason the member is told; both confirmed by name. */
export default function ProofList() {
  const t = useConsoleT();
  const { modal, message } = App.useApp();
  const lang = useLanguage((s) => s.language);
  const [status, setStatus] = useState<Status>('pending');
  const { tableProps, setFilters, tableQuery } = useTable<Proof>({
    resource: 'proofs',
    filters: { initial: [{ field: 'status', operator: 'eq', value: 'pending' }] },
  });

  const review = async (p: Proof, decision: 'approved' | 'rejected') => {
    const name = p.nickName ?? p.email;
    let reason = '';
    const ok = await modal.confirm({
      title: decision === 'approved' ? t('proofs.approve') : t('proofs.reject'),
      content:
        decision === 'approved' ? (
          t('proofs.approveConfirm', { member: name })
        ) : (
          <Space direction="vertical" style={{ width: '100%' }}>
            {t('proofs.rejectConfirm', { member: name })}
            <Input.TextArea
              aria-label={t('proofs.rejectReason')}
              placeholder={t('proofs.rejectReason')}
              maxLength={300}
              onChange={(e) => {
                reason = e.target.value;
              }}
            />
          </Space>
        ),
      okText: decision === 'approved' ? t('proofs.approve') : t('proofs.reject'),
      okButtonProps: { danger: decision === 'rejected' },
      cancelText: t('buttons.cancel'),
    });
    if (!ok) return;
    try {
      await request('POST', `/console/proofs/${p.id}/review`, {
        decision,
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      void message.success(t('proofs.done'));
      void tableQuery.refetch();
    } catch (err) {
      void message.error(errorMessage(err, t('console.loadFailed')));
    }
  };

  return (
    <List title={t('proofs.list')}>
      <Segmented<Status>
        aria-label={t('members.proof')}
        style={{ marginBottom: 16 }}
        value={status}
        onChange={(v) => {
          setStatus(v);
          setFilters([{ field: 'status', operator: 'eq', value: v }], 'replace');
        }}
        options={(['pending', 'approved', 'rejected'] as const).map((s) => ({
          value: s,
          label: t(`proofs.status.${s}`),
        }))}
      />
      <Table {...tableProps} pagination={consolePagination(tableProps.pagination, t)} rowKey="id">
        <Table.Column<Proof>
          title={t('members.member')}
          render={(_, p) => `${p.nickName ?? ''} · ${p.email}`}
        />
        <Table.Column<Proof>
          title={t('proofs.submitted')}
          render={(_, p) => formatDateTime(p.createdAt, lang)}
        />
        <Table.Column<Proof> title={t('proofs.image')} render={(_, p) => <ProofImage proof={p} />} />
        <Table.Column<Proof>
          title={t('members.proof')}
          render={(_, p) => <Tag color={COLORS[p.status]}>{t(`proofs.status.${p.status}`)}</Tag>}
        />
        <Table.Column<Proof>
          title={t('console.actions')}
          render={(_, p) =>
            p.status === 'pending' ? (
              <Space>
                <Button size="small" type="primary" onClick={() => void review(p, 'approved')}>
                  {t('proofs.approve')}
                </Button>
                <Button size="small" danger onClick={() => void review(p, 'rejected')}>
                  {t('proofs.reject')}
                </Button>
              </Space>
            ) : null
          }
        />
      </Table>
    </List>
  );
}
