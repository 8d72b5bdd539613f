import { Form, InputNumber, Switch, type FormProps } from 'antd';
import {
  PRIZE_DESCRIPTION_MAX,
  PRIZE_NAME_MAX,
  PRIZE_POINTS_MAX,
  PRIZE_STOCK_MAX,
  PrizeSaveSchema,
  type PrizeSave,
} from '../../../shared/schemas/prizes.ts';
import { ImagesField } from '../components/images-field.tsx';
import { LocalisedFields, localisedBody, type Texts } from '../components/localised-fields.tsx';
import { schemaRule } from '../components/schema-rule.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { MinTierField } from '../tiers/min-tier-field.tsx';

export interface PrizeFormValues {
  name: Texts;
  description: Texts;
  points: number;
  stock: number;
  limitPerUser: number | null;
  onSale: boolean;
  images: string[];
  minTierCode?: string | null;
}

/** The form's values as the body of `POST/PUT /api/console/prizes`. */
export const prizeBody = (v: PrizeFormValues): PrizeSave => ({
  name: localisedBody(v.name),
  description: localisedBody(v.description),
  points: v.points,
  stock: v.stock,
  limitPerUser: v.limitPerUser ?? null,
  onSale: v.onSale,
  images: v.images ?? [],
  minTierCode: v.minTierCode || null,
});

const rule = schemaRule(PrizeSaveSchema, prizeBody);

/** The prize's fields, checked with the API's own schema as they are typed. */
export function PrizeForm({ formProps }: { formProps: FormProps }) {
  const t = useConsoleT();
  return (
    <Form
      {...formProps}
      layout="vertical"
      style={{ maxWidth: 760 }}
      initialValues={{ onSale: true, images: [], limitPerUser: null, ...formProps.initialValues }}
    >
      <LocalisedFields
        rule={rule}
        fields={[
          { name: 'name', label: (lang) => t('prizes.nameIn', { lang }), max: PRIZE_NAME_MAX },
          {
            name: 'description',
            label: (lang) => t('prizes.descriptionIn', { lang }),
            max: PRIZE_DESCRIPTION_MAX,
            multiline: true,
          },
        ]}
      />
      <Form.Item
        label={t('prizes.points')}
        name="points"
        rules={[{ required: true, message: t('console.required') }, rule]}
      >
        <InputNumber min={1} max={PRIZE_POINTS_MAX} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item
        label={t('prizes.stock')}
        name="stock"
        extra={t('prizes.stockHint')}
        rules={[{ required: true, message: t('console.required') }, rule]}
      >
        <InputNumber min={0} max={PRIZE_STOCK_MAX} precision={0} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item label={t('prizes.limitPerUser')} name="limitPerUser" rules={[rule]}>
        <InputNumber
          min={1}
          max={PRIZE_STOCK_MAX}
          precision={0}
          placeholder={t('prizes.noLimit')}
          style={{ width: 200 }}
        />
      </Form.Item>
      <MinTierField rule={rule} />
      <Form.Item label={t('prizes.onSale')} name="onSale" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label={t('prizes.images')} name="images" rules={[rule]}>
        <ImagesField />
      </Form.Item>
    </Form>
  );
}
