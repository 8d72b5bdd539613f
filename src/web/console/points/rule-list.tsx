import { List } from '@refinedev/antd';
import { useQuery } from '@tanstack/react-query';
import { App, Button, InputNumber, Space, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { z } from 'zod';
import { PointsRuleSchema, RuleUpdateSchema, type PointsRule } from '../../../shared/schemas/points.ts';
import { request } from '../../api/client.ts';
import { useSending } from '../components/form-dialog.tsx';
import { useConsoleT } from '../i18n/console-i18n.ts';

const RulesSchema = z.object({ list: z.array(PointsRuleSchema) });

/** One rule's amount and switch, saved after a confirmation naming the rule and the change. */
function RuleRow({ rule, onSaved }: { rule: PointsRule; onSaved: () => void }) {
  const t = useConsoleT();
  const { modal } = App.useApp();
  const { busy, send } = useSending();
  const [points, setPoints] = useState<number | null>(rule.points);
  const [enabled, setEnabled] = useState(rule.enabled);
  const [qualifying, setQualifying] = useState(rule.qualifying);
  const body = { points: points ?? -1, enabled, qualifying };
  const valid = RuleUpdateSchema.safeParse(body).success;
  const changed = points !== rule.points || enabled !== rule.enabled || qualifying !== rule.qualifying;
  const save = async () => {
    const ok = await modal.confirm({
      title: t('rules.save', { rule: rule.title }),
      content: t('rules.confirm', {
        rule: rule.title,
        points: points ?? 0,
        count: points ?? 0,
        state: enabled ? t('rules.on') : t('rules.off'),
      }),
      okText: t('buttons.save'),
      cancelText: t('buttons.cancel'),
    });
    if (!ok) return;
    await send(async () => {
      await request('PUT', `/console/points/rules/${rule.code}`, body);
      return t('rules.saved', { rule: rule.title });
    }, onSaved);
  };
  return (
    <Space>
      <InputNumber
        aria-label={`${t('rules.points')} · ${rule.title}`}
        min={0}
        max={1_000_000}
        precision={0}
        value={points}
        onChange={setPoints}
        status={valid ? undefined : 'error'}
      />
      <Switch aria-label={`${t('rules.enabled')} · ${rule.title}`} checked={enabled} onChange={setEnabled} />
      {/* Whether its awards count towards member tiers (issue 39). */}
      <Switch
        aria-label={`${t('tiers.qualifyingRule')} · ${rule.title}`}
        checked={qualifying}
        onChange={setQualifying}
        data-testid="rule-qualifying"
      />
      <Typography.Text type="secondary" aria-hidden>
        {t('tiers.qualifyingRule')}
      </Typography.Text>
      <Button type="primary" disabled={!changed || !valid} loading={busy} onClick={() => void save()}>
        {t('rules.save', { rule: rule.title })}
      </Button>
    </Space>
  );
}

/** How members earn points: each rule's amount and whether it pays at all. */
export default function RuleList() {
  const t = useConsoleT();
  const rules = useQuery({
    queryKey: ['console', 'points-rules'],
    queryFn: () => request('GET', '/console/points/rules', undefined, { schema: RulesSchema }),
  });
  return (
    <List title={t('rules.list')}>
      <Table<PointsRule>
        dataSource={rules.data?.list ?? []}
        loading={rules.isLoading}
        rowKey="code"
        pagination={false}
      >
        <Table.Column<PointsRule>
          title={t('rules.rule')}
          render={(_, r) => (
            <>
              <div>{r.title}</div>
              <Typography.Text type="secondary">{r.description}</Typography.Text>
            </>
          )}
        />
        <Table.Column<PointsRule>
          title={t('rules.points')}
          render={(_, r) => (
            <RuleRow
              key={`${r.code}-${r.points}-${r.enabled}-${r.qualifying}`}
              rule={r}
              onSaved={() => void rules.refetch()}
            />
          )}
        />
      </Table>
    </List>
  );
}
