import { CreateButton, List } from '@refinedev/antd';
import { Form, Input, Select, Table } from 'antd';
import { useState } from 'react';
import { NAME_MAX, SeriesSaveSchema, type Series } from '../../../shared/schemas/catalogue.ts';
import { useEditableList } from '../components/editable-list.ts';
import { SortField } from '../components/list-parts.tsx';
import { consolePagination } from '../components/pagination.ts';
import { RecordDialog } from '../components/record-dialog.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { schemaRule } from '../components/schema-rule.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { useBrandOptions } from './brand-options.ts';

interface SeriesValues {
  brandId: string;
  name: string;
  sort?: number | null;
}
const seriesBody = (v: SeriesValues) => ({
  brandId: v.brandId ?? '',
  name: v.name ?? '',
  ...(v.sort === null || v.sort === undefined ? {} : { sort: v.sort }),
});
const rule = schemaRule(SeriesSaveSchema, seriesBody);

/** Series (product lines) within each brand. */
export default function SeriesList() {
  const t = useConsoleT();
  const brands = useBrandOptions();
  const [brandId, setBrandId] = useState<string | undefined>();
  const { tableProps, setFilters, editing, setEditing, save, closeDialog, removeRow } =
    useEditableList<Series>('catalogue/series');
  return (
    <List
      title={t('catalogue.series')}
      headerButtons={
        <CreateButton onClick={() => setEditing('new')}>{t('catalogue.newSeries')}</CreateButton>
      }
    >
      <Select
        aria-label={t('catalogue.brand')}
        allowClear
        placeholder={t('catalogue.anyBrand')}
        style={{ width: 320, marginBottom: 16 }}
        options={brands.options}
        value={brandId}
        onChange={(v?: string) => {
          setBrandId(v);
          setFilters(v ? [{ field: 'brandId', operator: 'eq', value: v }] : [], 'replace');
        }}
      />
      <Table {...tableProps} pagination={consolePagination(tableProps.pagination, t)} rowKey="id">
        <Table.Column<Series> title={t('console.name')} dataIndex="name" />
        <Table.Column<Series> title={t('catalogue.brand')} render={(_, s) => brands.nameOf(s.brandId)} />
        <Table.Column<Series>
          title={t('console.actions')}
          render={(_, s) => (
            <RowActions name={s.name} onEdit={() => setEditing(s)} onRemove={() => removeRow(s, s.name)} />
          )}
        />
      </Table>
      {editing ? (
        <RecordDialog<SeriesValues>
          title={editing === 'new' ? t('catalogue.newSeries') : t('console.editName', { name: editing.name })}
          initialValues={editing === 'new' ? { brandId } : editing}
          onSave={(v) => save(seriesBody(v), v.name)}
          onClose={closeDialog}
        >
          <Form.Item
            label={t('catalogue.brand')}
            name="brandId"
            rules={[{ required: true, message: t('console.required') }, rule]}
          >
            <Select options={brands.options} style={{ width: 320 }} />
          </Form.Item>
          <Form.Item
            label={t('console.name')}
            name="name"
            rules={[{ required: true, message: t('console.required') }, rule]}
          >
            <Input maxLength={NAME_MAX} />
          </Form.Item>
          <SortField rule={rule} max={100_000} />
        </RecordDialog>
      ) : null}
    </List>
  );
}
