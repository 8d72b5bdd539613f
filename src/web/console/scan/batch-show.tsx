import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { Show } from '@refinedev/antd';
import { useShow } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Descriptions, Pagination, Progress, Space, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import type { Batch } from '../../../shared/schemas/scan.ts';
import { errorMessage } from '../../api/api-error.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { fetchFile, saveFile } from '../../api/files.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { formatDateTime } from '../../../shared/dates.ts';

/** One printable sheet page as a picture (the SVG needs the session's headers, so it comes as a blob). */
function SheetPreview({ batch, page }: { batch: Batch; page: number }) {
  const t = useConsoleT();
  const sheet = useQuery({
    queryKey: ['console', 'sheet', batch.id, page],
    queryFn: () => fetchFile(`/console/qrcode/batches/${batch.id}/sheet.svg?page=${page}`),
    staleTime: Infinity,
  });
  const url = useMemo(() => (sheet.data ? URL.createObjectURL(sheet.data.blob) : null), [sheet.data]);
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  const label = t('batches.sheetPage', { page, pages: batch.sheetPages });
  return url ? (
    <a href={url} target="_blank" rel="noreferrer" aria-label={`${t('batches.sheet')}: ${label}`}>
      <img className="vc-console-sheet" src={url} alt={label} />
    </a>
  ) : (
    <Progress
      type="circle"
      percent={sheet.isError ? 0 : 50}
      status={sheet.isError ? 'exception' : 'active'}
      size={48}
      aria-label={label}
    />
  );
}

/** A batch: progress while it is made, its scan figures, the CSV and the printable sheets. */
export default function BatchShow() {
  const t = useConsoleT();
  const { message } = App.useApp();
  const lang = useLanguage((s) => s.language);
  const number = new Intl.NumberFormat(lang.replace('_', '-'));
  const [page, setPage] = useState(1);
  const [downloading, setDownloading] = useState(false);
  const { query } = useShow<Batch>({
    resource: 'qrcode/batches',
    queryOptions: { refetchInterval: (q) => (q.state.data?.data.status === 'generating' ? 1000 : false) },
  });
  const batch = query.data?.data;

  const downloadCsv = async () => {
    if (!batch) return;
    setDownloading(true);
    try {
      const file = await fetchFile(`/console/qrcode/batches/${batch.id}/codes.csv`);
      saveFile(file);
      void message.success(t('console.downloaded', { name: file.name }));
    } catch (err) {
      void message.error(errorMessage(err, t('console.loadFailed')));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Show
      goBack={false}
      title={batch ? t('batches.show', { id: batch.id }) : t('batches.list')}
      isLoading={query.isLoading}
      canDelete={false}
      canEdit={false}
      headerButtons={
        <Button
          type="primary"
          icon={<DownloadOutlined />}
          disabled={batch?.status !== 'ready'}
          loading={downloading}
          onClick={() => void downloadCsv()}
        >
          {t('batches.csv')}
        </Button>
      }
    >
      {batch ? (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Descriptions bordered column={2} size="small">
            <Descriptions.Item label={t('batches.product')}>{batch.productName}</Descriptions.Item>
            <Descriptions.Item label={t('batches.count')}>{number.format(batch.count)}</Descriptions.Item>
            <Descriptions.Item label={t('batches.status')} span={2}>
              {batch.status === 'ready' ? (
                <Tag color="green" data-testid="batch-ready">
                  {t('batches.status.ready')}
                </Tag>
              ) : (
                <Progress
                  percent={Math.floor((100 * batch.generated) / batch.count)}
                  aria-label={t('batches.progress', {
                    generated: number.format(batch.generated),
                    count: number.format(batch.count),
                  })}
                />
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t('batches.scanned')}>
              {number.format(batch.scannedCodes)}
            </Descriptions.Item>
            <Descriptions.Item label={t('batches.claimed')}>
              {number.format(batch.claimedCodes)}
            </Descriptions.Item>
            <Descriptions.Item label={t('batches.scans')}>{number.format(batch.scans)}</Descriptions.Item>
            <Descriptions.Item label={t('batches.warned')}>
              {batch.warnedCodes > 0 ? <Tag color="red">{number.format(batch.warnedCodes)}</Tag> : '0'}
              <div className="ant-typography ant-typography-secondary">{t('batches.warnedHint')}</div>
            </Descriptions.Item>
            <Descriptions.Item label={t('batches.createdAt')}>
              {formatDateTime(batch.createdAt, lang)}
            </Descriptions.Item>
          </Descriptions>
          {batch.status === 'ready' ? (
            <section aria-label={t('batches.sheet')}>
              <Space direction="vertical">
                <Space>
                  <PrinterOutlined aria-hidden />
                  <strong>{t('batches.sheet')}</strong>
                </Space>
                <Pagination
                  simple
                  current={page}
                  total={batch.sheetPages}
                  pageSize={1}
                  onChange={setPage}
                  locale={{ prev_page: t('console.previousPage'), next_page: t('console.nextPage') }}
                />
                <SheetPreview batch={batch} page={page} />
              </Space>
            </section>
          ) : null}
        </Space>
      ) : null}
    </Show>
  );
}
