import { Create, useSelect } from '@refinedev/antd';
import { App, Form, InputNumber, Select } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { BATCH_COUNT_MAX, BatchCreateSchema, type BatchCreated } from '../../../shared/schemas/scan.ts';
import { errorMessage } from '../../api/api-error.ts';
import { request } from '../../api/client.ts';
import { schemaRule } from '../components/schema-rule.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { showApiFieldErrors, validFields } from '../components/valid-fields.ts';

interface Product {
  id: string;
  name: string;
  model: string;
  brandName: string;
}
interface Values {
  productId?: string;
  count?: number;
}
const rule = schemaRule(BatchCreateSchema, (v: Values) => v);
const labelOf = (p: Product) => `${p.brandName} · ${p.name} (${p.model})`;

/** A batch of codes for one product: confirmed by name and count, then made in the background. */
export default function BatchCreate() {
  const t = useConsoleT();
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const { selectProps, query } = useSelect<Product>({
    resource: 'catalogue/products',
    optionLabel: labelOf,
    optionValue: 'id',
    pagination: { pageSize: 50, mode: 'server' },
    onSearch: (value) => [{ field: 'keyword', operator: 'eq', value }],
  });

  // Every product the list has shown: the chosen one stays named after the search moves on (the
  // list's first page need not hold it once the search text is cleared).
  const shown = useRef(new Map<string, Product>());
  useEffect(() => {
    for (const p of query.data?.data ?? []) shown.current.set(p.id, p);
  }, [query.data]);

  const submit = async () => {
    const values = await validFields(form);
    if (!values) return;
    const product = values.productId === undefined ? undefined : shown.current.get(values.productId);
    const ok = await modal.confirm({
      title: t('batches.create'),
      content: t('batches.confirmCreate', {
        codes: new Intl.NumberFormat().format(values.count ?? 0),
        count: values.count ?? 0,
        product: product ? labelOf(product) : String(values.productId),
      }),
      okText: t('buttons.create'),
      cancelText: t('buttons.cancel'),
    });
    if (!ok) return;
    try {
      const made = await request<BatchCreated>('POST', '/console/qrcode/batches', values as never);
      await navigate(`/console/qrcode/batches/show/${made.batchId}`);
    } catch (err) {
      showApiFieldErrors(form, err);
      void message.error(errorMessage(err, t('console.loadFailed')));
    }
  };

  return (
    <Create
      goBack={false}
      title={t('batches.create')}
      saveButtonProps={{ onClick: () => void submit(), children: t('buttons.create') }}
    >
      <Form form={form} layout="vertical" initialValues={{ count: 100 }}>
        <Form.Item
          label={t('batches.product')}
          name="productId"
          // No `required` rule: Ant Design would put aria-required on the select's wrapper (not allowed there).
          rules={[
            { validator: (_, v) => (v ? Promise.resolve() : Promise.reject(new Error(t('batches.choose')))) },
            rule,
          ]}
        >
          <Select {...selectProps} showSearch placeholder={t('batches.choose')} style={{ maxWidth: 520 }} />
        </Form.Item>
        <Form.Item
          label={t('batches.count')}
          name="count"
          extra={t('batches.countHint')}
          rules={[{ required: true, message: t('console.required') }, rule]}
        >
          <InputNumber min={1} max={BATCH_COUNT_MAX} precision={0} style={{ width: 200 }} />
        </Form.Item>
      </Form>
    </Create>
  );
}
