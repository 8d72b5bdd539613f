import { CreateButton, List } from '@refinedev/antd';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, Select, Space, Table } from 'antd';
import { z } from 'zod';
import { BrandSaveSchema, NAME_MAX, type Brand } from '../../../shared/schemas/catalogue.ts';
import { ConsoleBrandSpecialSchema } from '../../../shared/schemas/content.ts';
import { request } from '../../api/client.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { useEditableList } from '../components/editable-list.ts';
import { ImageField } from '../components/images-field.tsx';
import { SortField } from '../components/list-parts.tsx';
import { consolePagination } from '../components/pagination.ts';
import { pickText } from '../components/pick-text.ts';
import { RecordDialog } from '../components/record-dialog.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { schemaRule } from '../components/schema-rule.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';

interface BrandValues {
  name: string;
  logoUrl: string | null;
  brandSpecialId: string | null;
  sort?: number | null;
}
const brandBody = (v: BrandValues) => ({
  name: v.name ?? '',
  logoUrl: v.logoUrl ?? null,
  brandSpecialId: v.brandSpecialId ?? null,
  ...(v.sort === null || v.sort === undefined ? {} : { sort: v.sort }),
});
const rule = schemaRule(BrandSaveSchema, brandBody);
const SpecialsSchema = z.object({ list: z.array(ConsoleBrandSpecialSchema) });

/** Brands of the catalogue: name, logo and the brand special page they link to. */
export default function BrandList() {
  const t = useConsoleT();
  const lang = useLanguage((s) => s.language);
  const { tableProps, editing, setEditing, save, closeDialog, removeRow } =
    useEditableList<Brand>('catalogue/brands');
  const specials = useQuery({
    queryKey: ['console', 'content', 'brandSpecials'],
    queryFn: () => request('GET', '/console/content/brandSpecials', undefined, { schema: SpecialsSchema }),
  });
  const specialOptions = (specials.data?.list ?? []).map((s) => ({
    value: s.id,
    label: pickText(s.name, lang),
  }));
  const specialName = (id: string | null) => specialOptions.find((o) => o.value === id)?.label ?? '—';
  return (
    <List
      title={t('catalogue.brands')}
      headerButtons={<CreateButton onClick={() => setEditing('new')}>{t('catalogue.newBrand')}</CreateButton>}
    >
      <Table {...tableProps} pagination={consolePagination(tableProps.pagination, t)} rowKey="id">
        <Table.Column<Brand>
          title={t('console.name')}
          render={(_, b) => (
            <Space>
              {b.logoUrl ? (
                <img className="vc-console-thumb" src={b.logoUrl} alt="" width={48} height={48} />
              ) : null}
              {b.name}
            </Space>
          )}
        />
        <Table.Column<Brand>
          title={t('catalogue.special')}
          render={(_, b) => specialName(b.brandSpecialId)}
        />
        <Table.Column<Brand>
          title={t('console.actions')}
          render={(_, b) => (
            <RowActions name={b.name} onEdit={() => setEditing(b)} onRemove={() => removeRow(b, b.name)} />
          )}
        />
      </Table>
      {editing ? (
        <RecordDialog<BrandValues>
          title={editing === 'new' ? t('catalogue.newBrand') : t('console.editName', { name: editing.name })}
          initialValues={editing === 'new' ? { logoUrl: null, brandSpecialId: null } : editing}
          onSave={(v) => save(brandBody(v), v.name)}
          onClose={closeDialog}
        >
          <Form.Item
            label={t('console.name')}
            name="name"
            rules={[{ required: true, message: t('console.required') }, rule]}
          >
            <Input maxLength={NAME_MAX} />
          </Form.Item>
          <Form.Item label={t('content.logo')} name="logoUrl">
            <ImageField />
          </Form.Item>
          <Form.Item label={t('catalogue.special')} name="brandSpecialId" rules={[rule]}>
            <Select
              allowClear
              options={specialOptions}
              placeholder={t('catalogue.noSpecial')}
              style={{ width: 320 }}
            />
          </Form.Item>
          <SortField rule={rule} max={100_000} />
        </RecordDialog>
      ) : null}
    </List>
  );
}
