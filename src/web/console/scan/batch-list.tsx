import { List, ShowButton, useTable } from '@refinedev/antd';
import { Progress, Table, Tag, Tooltip } from 'antd';
import type { Batch } from '../../../shared/schemas/scan.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { consolePagination } from '../components/pagination.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { formatDateTime } from '../../../shared/dates.ts';

/** QR batches, newest first: progress while they are made, then how their codes are scanned. */
export default function BatchList() {
  const t = useConsoleT();
  const lang = useLanguage((s) => s.language);
  const number = new Intl.NumberFormat(lang.replace('_', '-'));
  const { tableProps } = useTable<Batch>({
    resource: 'qrcode/batches',
    syncWithLocation: true,
    queryOptions: {
      // Batches still being made are polled until they are ready.
      refetchInterval: (q) => (q.state.data?.data.some((b) => b.status === 'generating') ? 2000 : false),
    },
  });
  return (
    <List title={t('batches.list')}>
      <Table {...tableProps} pagination={consolePagination(tableProps.pagination, t)} rowKey="id">
        <Table.Column<Batch> title={t('batches.id')} dataIndex="id" />
        <Table.Column<Batch> title={t('batches.product')} dataIndex="productName" />
        <Table.Column<Batch>
          title={t('batches.count')}
          align="right"
          render={(_, b) => number.format(b.count)}
        />
        <Table.Column<Batch>
          title={t('batches.status')}
          render={(_, b) =>
            b.status === 'ready' ? (
              <Tag color="green">{t('batches.status.ready')}</Tag>
            ) : (
              <Progress
                percent={Math.floor((100 * b.generated) / b.count)}
                size="small"
                aria-label={t('batches.progress', {
                  generated: number.format(b.generated),
                  count: number.format(b.count),
                })}
              />
            )
          }
        />
        <Table.Column<Batch>
          title={t('batches.scanned')}
          align="right"
          render={(_, b) => number.format(b.scannedCodes)}
        />
        <Table.Column<Batch>
          title={t('batches.claimed')}
          align="right"
          render={(_, b) => number.format(b.claimedCodes)}
        />
        <Table.Column<Batch>
          title={t('batches.scans')}
          align="right"
          render={(_, b) => number.format(b.scans)}
        />
        <Table.Column<Batch>
          title={<Tooltip title={t('batches.warnedHint')}>{t('batches.warned')}</Tooltip>}
          align="right"
          render={(_, b) => (b.warnedCodes > 0 ? <Tag color="red">{number.format(b.warnedCodes)}</Tag> : '0')}
        />
        <Table.Column<Batch>
          title={t('batches.createdAt')}
          render={(_, b) => formatDateTime(b.createdAt, lang)}
        />
        <Table.Column<Batch>
          title={t('console.actions')}
          render={(_, b) => (
            <ShowButton
              size="small"
              recordItemId={b.id}
              aria-label={`${t('buttons.show')} · ${t('batches.show', { id: b.id })}`}
            />
          )}
        />
      </Table>
    </List>
  );
}
