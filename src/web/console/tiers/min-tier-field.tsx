import { useQuery } from '@tanstack/react-query';
import { Form, Select, type FormRule } from 'antd';
import { pickText } from '../components/pick-text.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { consoleTiersQuery } from './tier-values.ts';

/** A prize's minimum tier (issue 39): every member (empty), or one of the tiers, lowest first. */
export function MinTierField({ rule }: { rule: FormRule }) {
  const t = useConsoleT();
  const tiers = useQuery(consoleTiersQuery());
  return (
    <Form.Item
      label={t('tiers.minTier')}
      name="minTierCode"
      rules={[rule]}
      // The API's null (every member) is the empty choice.
      getValueProps={(v: string | null | undefined) => ({ value: v ?? '' })}
    >
      <Select
        style={{ width: 240 }}
        loading={tiers.isLoading}
        data-testid="prize-min-tier"
        options={[
          { value: '', label: t('tiers.everyTier') },
          ...(tiers.data?.tiers ?? []).map((x) => ({
            value: x.code,
            label: `${pickText(x.name)} (${x.code})`,
          })),
        ]}
      />
    </Form.Item>
  );
}
