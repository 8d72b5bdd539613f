import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useSelect } from '@refinedev/antd';
import {
  Alert,
  Button,
  Card,
  Collapse,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Select,
  Space,
  Table,
  Typography,
  type FormInstance,
  type FormProps,
} from 'antd';
import { LANGUAGES, type Lang } from '../../../shared/i18n.ts';
import {
  ACTIVITY_PRIZES_MAX,
  ACTIVITY_TYPES,
  ActivitySaveSchema,
  COST_KINDS,
  WEIGHT_MAX,
} from '../../../shared/schemas/activities.ts';
import { LANGUAGE_NAMES } from '../components/console-frame.tsx';
import { ImageField } from '../components/images-field.tsx';
import { pickText } from '../components/pick-text.ts';
import { schemaRule } from '../components/schema-rule.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { activityBody, oddsOf, type ActivityFormValues } from './activity-values.ts';

const rule = schemaRule(ActivitySaveSchema, activityBody);
const OTHER_LANGS = LANGUAGES.filter((l) => l !== 'en_US');
const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 2 });

interface LoyaltyPrize {
  id: string;
  name: Partial<Record<Lang, string>>;
}

/** The prizes with their weights and the odds they make, recomputed as the weights are typed. */
function PrizesField({ form, locked }: { form: FormInstance<ActivityFormValues>; locked: boolean }) {
  const t = useConsoleT();
  const prizes = Form.useWatch('prizes', form) ?? [];
  const noPrize = Form.useWatch('noPrizeWeight', form) ?? 0;
  const odds = oddsOf(
    prizes.map((p) => Number(p?.weight) || 0),
    Number(noPrize) || 0,
  );
  const { selectProps } = useSelect<LoyaltyPrize>({
    resource: 'prizes',
    optionLabel: (p: LoyaltyPrize) => pickText(p.name),
    optionValue: 'id',
    pagination: { pageSize: 50, mode: 'server' },
  });
  return (
    <Card
      size="small"
      title={t('activities.prizes')}
      extra={<Typography.Text type="secondary">{t('activities.oddsHint')}</Typography.Text>}
    >
      <Form.List name="prizes">
        {(fields, { add, remove }) => (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Table
              size="small"
              pagination={false}
              rowKey="key"
              dataSource={fields}
              columns={[
                {
                  title: t('activities.prizeName'),
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'name']} rules={[rule]} style={{ margin: 0 }}>
                      <Input
                        aria-label={`${t('activities.prizeName')} ${f.name + 1}`}
                        maxLength={60}
                        disabled={locked}
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: t('activities.prizeStock'),
                  width: 120,
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'stock']} rules={[rule]} style={{ margin: 0 }}>
                      <InputNumber
                        aria-label={`${t('activities.prizeStock')} ${f.name + 1}`}
                        min={0}
                        precision={0}
                        disabled={locked}
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: t('activities.prizeWeight'),
                  width: 130,
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'weight']} rules={[rule]} style={{ margin: 0 }}>
                      <InputNumber
                        aria-label={`${t('activities.prizeWeight')} ${f.name + 1}`}
                        min={0}
                        max={WEIGHT_MAX}
                        precision={0}
                        disabled={locked}
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: t('activities.prizeOdds'),
                  width: 90,
                  align: 'right',
                  render: (_, f) => (
                    <span data-testid={`odds-${f.name}`}>{percent.format(odds.each[f.name] ?? 0)}</span>
                  ),
                },
                {
                  title: t('activities.prizeShipsAs'),
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'prizeId']} style={{ margin: 0 }}>
                      <Select
                        {...selectProps}
                        allowClear
                        aria-label={`${t('activities.prizeShipsAs')} ${f.name + 1}`}
                        placeholder={t('activities.prizeShipsNothing')}
                        style={{ minWidth: 200 }}
                        disabled={locked}
                      />
                    </Form.Item>
                  ),
                },
                {
                  title: t('console.actions'),
                  width: 70,
                  render: (_, f) => (
                    <Button
                      icon={<DeleteOutlined />}
                      aria-label={t('activities.removePrize', { n: f.name + 1 })}
                      onClick={() => remove(f.name)}
                      disabled={locked}
                    />
                  ),
                },
              ]}
            />
            <Button
              icon={<PlusOutlined />}
              onClick={() => add({ name: '', stock: 1, weight: 1, prizeId: null })}
              disabled={locked || fields.length >= ACTIVITY_PRIZES_MAX}
            >
              {t('activities.addPrize')}
            </Button>
          </Space>
        )}
      </Form.List>
      {/* Outside the list: inside it, a field's name would be taken as one of the list's. */}
      <Space wrap align="center" style={{ marginTop: 12 }}>
        <Form.Item
          label={t('activities.noPrizeWeight')}
          name="noPrizeWeight"
          rules={[rule]}
          style={{ margin: 0 }}
        >
          <InputNumber min={0} max={WEIGHT_MAX} precision={0} disabled={locked} />
        </Form.Item>
        <span>
          {t('activities.noPrize')}: <strong data-testid="odds-none">{percent.format(odds.none)}</strong>
        </span>
      </Space>
    </Card>
  );
}

/**
 * Every activity type's fields: texts in four languages, London times, cost and limits, and for
 * draws the prizes with live odds. A published activity keeps everything but its texts and cover.
 */
export function ActivityForm({ formProps, published }: { formProps: FormProps; published: boolean }) {
  const t = useConsoleT();
  const [fallback] = Form.useForm<ActivityFormValues>();
  const form = (formProps.form as FormInstance<ActivityFormValues> | undefined) ?? fallback;
  const type = Form.useWatch('type', form);
  const kind = Form.useWatch(['cost', 'kind'], form);
  const required = { required: true, message: t('console.required') };
  const textFields = (lang: Lang) => (
    <div key={lang}>
      <Form.Item
        label={t('activities.titleIn', { lang: LANGUAGE_NAMES[lang] })}
        name={['title', lang]}
        rules={lang === 'en_US' ? [required] : []}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        label={t('activities.descriptionIn', { lang: LANGUAGE_NAMES[lang] })}
        name={['description', lang]}
      >
        <Input.TextArea rows={3} maxLength={4000} />
      </Form.Item>
    </div>
  );
  return (
    <Form
      {...formProps}
      form={form}
      layout="vertical"
      style={{ maxWidth: 1040 }}
      initialValues={{
        type: 'turntable',
        cost: { kind: 'free', amount: 0 },
        prizes: [],
        noPrizeWeight: 0,
        perMemberLimit: null,
        ...formProps.initialValues,
      }}
    >
      {published ? (
        <Alert type="info" showIcon message={t('activities.publishedOnly')} style={{ marginBottom: 16 }} />
      ) : null}
      {/* Always set (a default): a `required` rule would put aria-required on the select's wrapper. */}
      <Form.Item label={t('activities.type')} name="type">
        <Select
          disabled={published}
          style={{ maxWidth: 320 }}
          options={ACTIVITY_TYPES.map((v) => ({ value: v, label: t(`activities.type.${v}`) }))}
        />
      </Form.Item>
      {textFields('en_US')}
      <Collapse
        ghost
        items={[
          { key: 'langs', label: t('prizes.translations'), children: OTHER_LANGS.map((l) => textFields(l)) },
        ]}
      />
      <Form.Item label={t('activities.cover')} name="coverUrl">
        <ImageField />
      </Form.Item>
      <Space size="large" wrap>
        <Form.Item label={t('activities.startAt')} name="startAt" rules={[required, rule]}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" disabled={published} />
        </Form.Item>
        <Form.Item label={t('activities.endAt')} name="endAt" rules={[required, rule]}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" disabled={published} />
        </Form.Item>
      </Space>
      <Space size="large" wrap>
        <Form.Item label={t('activities.cost')} name={['cost', 'kind']}>
          <Select
            disabled={published}
            style={{ width: 160 }}
            options={COST_KINDS.map((k) => ({ value: k, label: t(`activities.cost.${k}`) }))}
          />
        </Form.Item>
        {kind && kind !== 'free' ? (
          <Form.Item label={t('activities.costAmount')} name={['cost', 'amount']} rules={[rule]}>
            <InputNumber min={1} precision={0} disabled={published} />
          </Form.Item>
        ) : null}
        <Form.Item label={t('activities.perMemberLimit')} name="perMemberLimit" rules={[rule]}>
          <InputNumber min={1} precision={0} placeholder={t('activities.noLimit')} disabled={published} />
        </Form.Item>
        {type === 'reservation' ? (
          <Form.Item label={t('activities.seats')} name="seats" rules={[required, rule]}>
            <InputNumber min={1} precision={0} disabled={published} />
          </Form.Item>
        ) : null}
        {type === 'offline' ? (
          <Form.Item label={t('activities.checkInCode')} name="checkInCode" rules={[required, rule]}>
            <Input maxLength={4} inputMode="numeric" style={{ width: 120 }} disabled={published} />
          </Form.Item>
        ) : null}
      </Space>
      {type === 'offline' ? null : <PrizesField form={form} locked={published} />}
    </Form>
  );
}
