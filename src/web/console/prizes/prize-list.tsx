import { EditButton, List, useTable } from '@refinedev/antd';
import { Table, Tag } from 'antd';
import type { Lang } from '../../../shared/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { consolePagination } from '../components/pagination.ts';
import { pickText } from '../components/pick-text.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { formatDateTime } from '../../../shared/dates.ts';

interface PrizeRow {
  id: string;
  name: Partial<Record<Lang, string>>;
  points: number;
  stock: number;
  images: string[];
  limitPerUser: number | null;
  onSale: boolean;
  updatedAt: string;
}

/** Prizes members spend points on: newest first, with stock and whether they are on sale. */
export default function PrizeList() {
  const t = useConsoleT();
  const lang = useLanguage((s) => s.language);
  const { tableProps } = useTable<PrizeRow>({ resource: 'prizes', syncWithLocation: true });
  const number = new Intl.NumberFormat(lang.replace('_', '-'));
  return (
    <List title={t('prizes.list')}>
      <Table {...tableProps} pagination={consolePagination(tableProps.pagination, t)} rowKey="id">
        <Table.Column<PrizeRow>
          title={t('prizes.image')}
          render={(_, p) =>
            p.images[0] ? (
              <img className="vc-console-thumb" src={p.images[0]} alt="" width={48} height={48} />
            ) : null
          }
        />
        <Table.Column<PrizeRow> title={t('prizes.name')} render={(_, p) => pickText(p.name, lang)} />
        <Table.Column<PrizeRow>
          title={t('prizes.points')}
          align="right"
          render={(_, p) => number.format(p.points)}
        />
        <Table.Column<PrizeRow>
          title={t('prizes.stock')}
          align="right"
          render={(_, p) => <span data-testid={`prize-stock-${p.id}`}>{number.format(p.stock)}</span>}
        />
        <Table.Column<PrizeRow>
          title={t('prizes.limitPerUser')}
          align="right"
          render={(_, p) => (p.limitPerUser === null ? t('prizes.noLimit') : number.format(p.limitPerUser))}
        />
        <Table.Column<PrizeRow>
          title={t('prizes.onSale')}
          render={(_, p) =>
            p.onSale ? <Tag color="green">{t('prizes.onSale')}</Tag> : <Tag>{t('prizes.offSale')}</Tag>
          }
        />
        <Table.Column<PrizeRow>
          title={t('prizes.updatedAt')}
          render={(_, p) => formatDateTime(p.updatedAt, lang)}
        />
        <Table.Column<PrizeRow>
          title={t('console.actions')}
          render={(_, p) => (
            <EditButton
              size="small"
              recordItemId={p.id}
              aria-label={`${t('buttons.edit')} ${pickText(p.name, lang)}`}
            />
          )}
        />
      </Table>
    </List>
  );
}
