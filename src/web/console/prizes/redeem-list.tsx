import { DownloadOutlined } from '@ant-design/icons';
import { List, useTable } from '@refinedev/antd';
import { App, Button, Segmented, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import type { RedeemAdmin } from '../../../shared/schemas/prizes.ts';
import { errorMessage } from '../../api/api-error.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { consolePagination } from '../components/pagination.ts';
import { fetchFile, saveFile } from '../../api/files.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { ShipDialog } from './ship-dialog.tsx';
import { countryName } from '../../../shared/countries.ts';
import { formatDateTime } from '../../../shared/dates.ts';

type State = 'all' | RedeemAdmin['status'];

/** Every member's redemption orders, by state: ship with carrier and tracking, or export as CSV. */
export default function RedeemList() {
  const t = useConsoleT();
  const { message } = App.useApp();
  const lang = useLanguage((s) => s.language);
  const [state, setState] = useState<State>('placed');
  const [shipping, setShipping] = useState<RedeemAdmin | null>(null);
  const [exporting, setExporting] = useState(false);
  const { tableProps, setFilters, tableQuery } = useTable<RedeemAdmin>({
    resource: 'redeems',
    filters: { initial: [{ field: 'status', operator: 'eq', value: 'placed' }] },
  });
  const when = (iso: string | null) => (iso ? formatDateTime(iso, lang) : '');

  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await fetchFile(`/console/redeems.csv${state === 'all' ? '' : `?status=${state}`}`);
      saveFile(file);
      void message.success(t('console.downloaded', { name: file.name }));
    } catch (err) {
      void message.error(errorMessage(err, t('console.loadFailed')));
    } finally {
      setExporting(false);
    }
  };

  return (
    <List
      title={t('redeems.list')}
      headerButtons={
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void exportCsv()}>
          {t('redeems.exportCsv')}
        </Button>
      }
    >
      <Space style={{ marginBottom: 16 }}>
        <Segmented<State>
          aria-label={t('redeems.status')}
          value={state}
          onChange={(v) => {
            setState(v);
            setFilters(v === 'all' ? [] : [{ field: 'status', operator: 'eq', value: v }], 'replace');
          }}
          options={(['placed', 'shipped', 'all'] as const).map((s) => ({
            value: s,
            label: t(`redeems.status.${s}`),
          }))}
        />
      </Space>
      <Table {...tableProps} pagination={consolePagination(tableProps.pagination, t)} rowKey="id">
        <Table.Column<RedeemAdmin> title={t('redeems.orderNo')} dataIndex="orderNo" />
        <Table.Column<RedeemAdmin> title={t('redeems.createdAt')} render={(_, r) => when(r.createdAt)} />
        <Table.Column<RedeemAdmin>
          title={t('redeems.member')}
          render={(_, r) => (
            <>
              <div>{r.member.nickName}</div>
              <div className="ant-typography ant-typography-secondary">{r.member.email}</div>
            </>
          )}
        />
        <Table.Column<RedeemAdmin>
          title={t('redeems.prize')}
          render={(_, r) => `${r.prizeName} × ${r.quantity}`}
        />
        <Table.Column<RedeemAdmin> title={t('redeems.points')} align="right" dataIndex="points" />
        <Table.Column<RedeemAdmin>
          title={t('redeems.shipTo')}
          render={(_, r) =>
            [
              `${r.shipTo.firstName} ${r.shipTo.lastName}`,
              r.shipTo.address,
              r.shipTo.city,
              countryName(r.shipTo.country, lang),
            ]
              .filter(Boolean)
              .join(', ')
          }
        />
        <Table.Column<RedeemAdmin>
          title={t('redeems.status')}
          render={(_, r) => (
            <Tag color={r.status === 'shipped' ? 'green' : 'gold'}>{t(`redeems.status.${r.status}`)}</Tag>
          )}
        />
        <Table.Column<RedeemAdmin>
          title={t('redeems.tracking')}
          render={(_, r) => [r.carrier, r.trackingNo].filter(Boolean).join(' · ')}
        />
        <Table.Column<RedeemAdmin>
          title={t('console.actions')}
          render={(_, r) =>
            r.status === 'placed' ? (
              <Button
                size="small"
                type="primary"
                onClick={() => setShipping(r)}
                aria-label={`${t('redeems.ship')} ${r.orderNo}`}
              >
                {t('redeems.ship')}
              </Button>
            ) : null
          }
        />
      </Table>
      <ShipDialog
        order={shipping}
        onClose={(shipped) => {
          setShipping(null);
          if (shipped) void tableQuery.refetch();
        }}
      />
    </List>
  );
}
