import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, InputNumber, Space, Tooltip, Typography, type FormRule } from 'antd';
import { LANGUAGES } from '../../../shared/i18n.ts';
import {
  EARLY_ACCESS_HOURS_MAX,
  BIRTHDAY_BONUS_MAX,
  MULTIPLIER_MAX,
  MULTIPLIER_MIN,
} from '../../../shared/schemas/tiers.ts';
import { LANGUAGE_NAMES } from '../components/console-frame.tsx';
import { useConsoleT } from '../i18n/console-i18n.ts';

/** One tier of the list: its code, names in four languages, threshold and benefits, and who holds it. */
export function TierCard(props: {
  index: number;
  field: number;
  code: string;
  members: number;
  rule: FormRule;
  onAddBelow: () => void;
  onRemove: () => void;
}) {
  const t = useConsoleT();
  const { field, rule, members } = props;
  const number = (name: string, label: string, opts: { min: number; max: number; precision: number }) => (
    <Form.Item label={label} name={[field, name]} rules={[rule]}>
      <InputNumber {...opts} style={{ width: 180 }} />
    </Form.Item>
  );
  return (
    <Card
      size="small"
      data-testid="tier-card"
      title={`${t('tiers.tier', { n: props.index + 1 })}${props.code ? ` · ${props.code}` : ''}`}
      extra={
        <Space>
          <Button icon={<PlusOutlined />} onClick={props.onAddBelow}>
            {t('tiers.addBelow')}
          </Button>
          <Tooltip title={members > 0 ? t('tiers.inUse') : undefined}>
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={members > 0}
              aria-label={t('tiers.remove', { code: props.code || String(props.index + 1) })}
              onClick={props.onRemove}
            />
          </Tooltip>
        </Space>
      }
    >
      <div className="vc-console-tier">
        <Form.Item label={t('tiers.code')} name={[field, 'code']} rules={[rule]}>
          <Input maxLength={20} style={{ width: 180, textTransform: 'uppercase' }} />
        </Form.Item>
        {LANGUAGES.map((lang) => (
          <Form.Item
            key={lang}
            label={t('tiers.nameIn', { lang: LANGUAGE_NAMES[lang] })}
            name={[field, 'name', lang]}
            rules={[rule]}
          >
            <Input maxLength={40} style={{ width: 180 }} />
          </Form.Item>
        ))}
        {number('threshold', t('tiers.threshold'), { min: 0, max: 100_000_000, precision: 0 })}
        {number('multiplier', t('tiers.multiplier'), {
          min: MULTIPLIER_MIN,
          max: MULTIPLIER_MAX,
          precision: 2,
        })}
        {number('earlyAccessHours', t('tiers.earlyAccessHours'), {
          min: 0,
          max: EARLY_ACCESS_HOURS_MAX,
          precision: 0,
        })}
        {number('birthdayBonus', t('tiers.birthdayBonus'), { min: 0, max: BIRTHDAY_BONUS_MAX, precision: 0 })}
      </div>
      <Typography.Text type="secondary" data-testid="tier-members">
        {t('tiers.members', { count: members })}
      </Typography.Text>
    </Card>
  );
}
