import { Collapse, Form, Input, InputNumber, Switch, type FormProps } from 'antd';
import { LANGUAGES, type Lang } from '../../../shared/i18n.ts';
import {
  PRIZE_DESCRIPTION_MAX,
  PRIZE_NAME_MAX,
  PRIZE_POINTS_MAX,
  PRIZE_STOCK_MAX,
  PrizeSaveSchema,
  type PrizeSave,
} from '../../../shared/schemas/prizes.ts';
import { LANGUAGE_NAMES } from '../components/console-frame.tsx';
import { ImagesField } from '../components/images-field.tsx';
import { schemaRule } from '../components/schema-rule.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';

type Texts = Partial<Record<Lang, string>>;
export interface PrizeFormValues {
  name: Texts;
  description: Texts;
  points: number;
  stock: number;
  limitPerUser: number | null;
  onSale: boolean;
  images: string[];
}

const OTHER_LANGS = LANGUAGES.filter((l) => l !== 'en_US');

/** Texts by language as the API takes them: English always, the others only when written. */
const texts = (v: Texts | undefined) => {
  const out: Record<string, string> = { en_US: v?.en_US ?? '' };
  for (const l of OTHER_LANGS) if (v?.[l]?.trim()) out[l] = v[l];
  return out as PrizeSave['name'];
};

/** The form's values as the body of `POST/PUT /api/console/prizes`. */
export const prizeBody = (v: PrizeFormValues): PrizeSave => ({
  name: texts(v.name),
  description: texts(v.description),
  points: v.points,
  stock: v.stock,
  limitPerUser: v.limitPerUser ?? null,
  onSale: v.onSale,
  images: v.images ?? [],
});

const rule = schemaRule(PrizeSaveSchema, prizeBody);

/** The prize's fields, checked with the API's own schema as they are typed. */
export function PrizeForm({ formProps }: { formProps: FormProps }) {
  const t = useConsoleT();
  const textFields = (lang: Lang) => (
    <>
      <Form.Item
        label={t('prizes.nameIn', { lang: LANGUAGE_NAMES[lang] })}
        name={['name', lang]}
        rules={lang === 'en_US' ? [{ required: true, message: t('console.required') }, rule] : [rule]}
      >
        <Input maxLength={PRIZE_NAME_MAX} />
      </Form.Item>
      <Form.Item
        label={t('prizes.descriptionIn', { lang: LANGUAGE_NAMES[lang] })}
        name={['description', lang]}
        rules={lang === 'en_US' ? [{ required: true, message: t('console.required') }, rule] : [rule]}
      >
        <Input.TextArea rows={3} maxLength={PRIZE_DESCRIPTION_MAX} />
      </Form.Item>
    </>
  );
  return (
    <Form
      {...formProps}
      layout="vertical"
      style={{ maxWidth: 760 }}
      initialValues={{ onSale: true, images: [], limitPerUser: null, ...formProps.initialValues }}
    >
      {textFields('en_US')}
      <Collapse
        ghost
        items={[
          { key: 'langs', label: t('prizes.translations'), children: OTHER_LANGS.map((l) => textFields(l)) },
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
      <Form.Item label={t('prizes.onSale')} name="onSale" valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item label={t('prizes.images')} name="images" rules={[rule]}>
        <ImagesField />
      </Form.Item>
    </Form>
  );
}
