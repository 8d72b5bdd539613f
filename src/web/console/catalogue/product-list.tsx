import { CreateButton, List } from '@refinedev/antd';
import { Form, Input, Select, Space, Table, Tag } from 'antd';
import type { z } from 'zod';
import {
  DEVICE_TYPES,
  FLAVOURS_MAX,
  NAME_MAX,
  PRODUCT_IMAGES_MAX,
  ProductSaveSchema,
  STYLES,
  type ConsoleProductSchema,
} from '../../../shared/schemas/catalogue.ts';
import { STYLE_NAMES } from '../../../shared/catalogue/styles.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { useEditableList } from '../components/editable-list.ts';
import { ImagesField } from '../components/images-field.tsx';
import { LocalisedFields, localisedBody, type Texts } from '../components/localised-fields.tsx';
import { SearchBox, useListFilters } from '../components/list-parts.tsx';
import { consolePagination } from '../components/pagination.ts';
import { RecordDialog } from '../components/record-dialog.tsx';
import { RowActions } from '../components/row-actions.tsx';
import { schemaRule } from '../components/schema-rule.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { useBrandOptions, useSeriesOptions } from './brand-options.ts';

type Product = z.infer<typeof ConsoleProductSchema>;
interface ProductValues {
  brandId: string;
  seriesId?: string | null;
  model: string;
  name: string;
  deviceType: Product['deviceType'];
  style: Product['style'];
  flavours: string[];
  images: string[];
  description: Texts;
}
const productBody = (v: ProductValues) => ({
  brandId: v.brandId ?? '',
  seriesId: v.seriesId ?? null,
  model: v.model ?? '',
  name: v.name ?? '',
  deviceType: v.deviceType,
  style: v.style,
  flavours: v.flavours ?? [],
  images: v.images ?? [],
  ...(v.description?.en_US?.trim() ? { description: localisedBody(v.description) } : {}),
});
const rule = schemaRule(ProductSaveSchema, productBody);
const required = (t: ReturnType<typeof useConsoleT>) => ({ required: true, message: t('console.required') });

/** The product's fields; its series choices follow the chosen brand. */
function ProductFields() {
  const t = useConsoleT();
  const lang = useLanguage((s) => s.language);
  const brands = useBrandOptions();
  const brandId = Form.useWatch<string | undefined>('brandId');
  const series = useSeriesOptions(brandId);
  return (
    <>
      <Space size="large" wrap>
        <Form.Item label={t('catalogue.brand')} name="brandId" rules={[required(t), rule]}>
          <Select options={brands.options} style={{ width: 240 }} />
        </Form.Item>
        <Form.Item label={t('catalogue.seriesOne')} name="seriesId" rules={[rule]}>
          <Select allowClear options={series} style={{ width: 240 }} placeholder={t('catalogue.noSeries')} />
        </Form.Item>
      </Space>
      <Space size="large" wrap>
        <Form.Item label={t('console.name')} name="name" rules={[required(t), rule]}>
          <Input maxLength={100} style={{ width: 320 }} />
        </Form.Item>
        <Form.Item label={t('catalogue.model')} name="model" rules={[required(t), rule]}>
          <Input maxLength={NAME_MAX} style={{ width: 200 }} />
        </Form.Item>
      </Space>
      <Space size="large" wrap>
        <Form.Item label={t('catalogue.deviceType')} name="deviceType" rules={[required(t), rule]}>
          <Select
            style={{ width: 200 }}
            options={DEVICE_TYPES.map((d) => ({ value: d, label: t(`catalogue.device.${d}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('catalogue.style')} name="style" rules={[required(t), rule]}>
          <Select
            style={{ width: 200 }}
            options={STYLES.map((s) => ({ value: s, label: STYLE_NAMES[s][lang] }))}
          />
        </Form.Item>
      </Space>
      <Form.Item
        label={t('catalogue.flavours')}
        name="flavours"
        extra={t('catalogue.flavoursHint', { max: FLAVOURS_MAX })}
        rules={[required(t), rule]}
      >
        <Select mode="tags" open={false} tokenSeparators={[',']} suffixIcon={null} />
      </Form.Item>
      <Form.Item label={t('prizes.images')} name="images" rules={[rule]}>
        <ImagesField max={PRODUCT_IMAGES_MAX} />
      </Form.Item>
      <LocalisedFields
        rule={rule}
        fields={[
          {
            name: 'description',
            label: (l) => t('content.descriptionIn', { lang: l }),
            max: 2000,
            multiline: true,
            required: false,
          },
        ]}
      />
    </>
  );
}

/** Products with their flavours, family, pictures; found by brand or a part of the name or model. */
export default function ProductList() {
  const t = useConsoleT();
  const lang = useLanguage((s) => s.language);
  const brands = useBrandOptions();
  const { tableProps, setFilters, editing, setEditing, save, closeDialog, removeRow } =
    useEditableList<Product>('catalogue/products');
  const filters = useListFilters<{ brandId?: string; keyword?: string }>(setFilters, {});
  return (
    <List
      title={t('catalogue.products')}
      headerButtons={
        <CreateButton onClick={() => setEditing('new')}>{t('catalogue.newProduct')}</CreateButton>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <SearchBox
          label={t('catalogue.search')}
          max={NAME_MAX}
          onSearch={(keyword) => filters.set({ keyword })}
        />
        <Select
          aria-label={t('catalogue.brand')}
          allowClear
          placeholder={t('catalogue.anyBrand')}
          style={{ width: 240 }}
          options={brands.options}
          value={filters.values.brandId}
          onChange={(v?: string) => filters.set({ brandId: v })}
        />
      </Space>
      <Table {...tableProps} pagination={consolePagination(tableProps.pagination, t)} rowKey="id">
        <Table.Column<Product>
          title={t('prizes.image')}
          render={(_, p) =>
            p.image ? <img className="vc-console-thumb" src={p.image} alt="" width={48} height={48} /> : null
          }
        />
        <Table.Column<Product>
          title={t('console.name')}
          render={(_, p) => (
            <>
              <div>{p.name}</div>
              <div className="ant-typography ant-typography-secondary">
                {[p.brandName, p.seriesName, p.model].filter(Boolean).join(' · ')}
              </div>
            </>
          )}
        />
        <Table.Column<Product>
          title={t('catalogue.deviceType')}
          render={(_, p) => `${t(`catalogue.device.${p.deviceType}`)} · ${STYLE_NAMES[p.style][lang]}`}
        />
        <Table.Column<Product>
          title={t('catalogue.flavours')}
          render={(_, p) => (
            <Space size={[0, 4]} wrap style={{ maxWidth: 320 }}>
              {p.flavours.map((f) => (
                <Tag key={f}>{f}</Tag>
              ))}
            </Space>
          )}
        />
        <Table.Column<Product>
          title={t('catalogue.reviews')}
          align="right"
          render={(_, p) => (p.meanScore === null ? p.reviewCount : `${p.reviewCount} · ★ ${p.meanScore}`)}
        />
        <Table.Column<Product>
          title={t('console.actions')}
          render={(_, p) => (
            <RowActions name={p.name} onEdit={() => setEditing(p)} onRemove={() => removeRow(p, p.name)} />
          )}
        />
      </Table>
      {editing ? (
        <RecordDialog<ProductValues>
          width={760}
          title={
            editing === 'new' ? t('catalogue.newProduct') : t('console.editName', { name: editing.name })
          }
          initialValues={
            editing === 'new'
              ? { brandId: filters.values.brandId, flavours: [], images: [] }
              : { ...editing, description: editing.description }
          }
          onSave={(v) => save(productBody(v), v.name)}
          onClose={closeDialog}
        >
          <ProductFields />
        </RecordDialog>
      ) : null}
    </List>
  );
}
