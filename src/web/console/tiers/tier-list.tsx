import { List } from '@refinedev/antd';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Form } from 'antd';
import { useEffect } from 'react';
import { TiersPutSchema } from '../../../shared/schemas/tiers.ts';
import { request } from '../../api/client.ts';
import { schemaRule } from '../components/schema-rule.ts';
import { useFormSave } from '../components/use-form-save.ts';
import { validFields } from '../components/valid-fields.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { TierCard } from './tier-card.tsx';
import { consoleTiersQuery, newTier, tiersBody, type TiersFormValues } from './tier-values.ts';

const rule = schemaRule(TiersPutSchema, tiersBody);

/** `/console/tiers`: the whole list of tiers, edited in place and saved at once (`PUT /api/console/tiers`). */
export default function TierList() {
  const t = useConsoleT();
  const { modal } = App.useApp();
  const [form] = Form.useForm<TiersFormValues>();
  const { busy, save: send } = useFormSave(form);
  const tiers = useQuery(consoleTiersQuery());
  const members = new Map((tiers.data?.tiers ?? []).map((x) => [x.code, x.members]));
  const codes = Form.useWatch((v: TiersFormValues) => (v.tiers ?? []).map((x) => x?.code ?? ''), form);

  useEffect(() => {
    if (tiers.data) form.setFieldsValue({ tiers: tiers.data.tiers });
  }, [tiers.data, form]);

  const save = async () => {
    const values = await validFields(form);
    if (!values) return;
    const ok = await modal.confirm({
      title: t('tiers.save'),
      content: t('tiers.confirm'),
      okText: t('buttons.save'),
      cancelText: t('buttons.cancel'),
    });
    if (!ok) return;
    await send(
      async () => {
        await request('PUT', '/console/tiers', tiersBody(values) as never);
        return t('tiers.saved');
      },
      () => tiers.refetch(),
    );
  };

  return (
    <List
      title={t('tiers.list')}
      headerButtons={
        <Button type="primary" loading={busy} disabled={!tiers.data} onClick={() => void save()}>
          {t('tiers.save')}
        </Button>
      }
    >
      <Alert type="info" showIcon message={t('tiers.hint')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" data-testid="tiers-form">
        <Form.List name="tiers">
          {(fields, { add, remove }) => (
            <div className="vc-console-tiers">
              {fields.map((field, index) => {
                const code = codes?.[index] ?? '';
                return (
                  <TierCard
                    key={field.key}
                    index={index}
                    field={field.name}
                    code={code}
                    members={members.get(code) ?? 0}
                    rule={rule}
                    onAddBelow={() => add(newTier(form.getFieldValue(['tiers', index]) as never), index + 1)}
                    onRemove={() => remove(field.name)}
                  />
                );
              })}
            </div>
          )}
        </Form.List>
      </Form>
    </List>
  );
}
