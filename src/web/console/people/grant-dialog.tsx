import { App, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import type { ConsoleMember } from '../../../shared/schemas/members.ts';
import { GrantSchema } from '../../../shared/schemas/points.ts';
import { request } from '../../api/client.ts';
import { FormDialog, useSending } from '../components/form-dialog.tsx';
import { schemaRule } from '../components/schema-rule.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { validFields } from '../components/valid-fields.ts';

interface Values {
  delta?: number;
  reason?: string;
}

/**
 * Grants (or, negative, deducts) points with a reason: the confirmation names the member and the
 * balance it leads to; one Idempotency-Key per dialog, so a retried click changes nothing twice.
 */
export function GrantDialog({
  member,
  onClose,
}: {
  member: ConsoleMember | null;
  onClose: (done: boolean) => void;
}) {
  if (!member) return null;
  return <GrantForm member={member} onClose={onClose} />;
}

function GrantForm({ member, onClose }: { member: ConsoleMember; onClose: (done: boolean) => void }) {
  const t = useConsoleT();
  const { modal } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [key] = useState(() => crypto.randomUUID());
  const { busy, send } = useSending();
  const body = (v: Values) => ({ userId: member.id, delta: v.delta ?? 0, reason: v.reason ?? '' });
  const rule = schemaRule(GrantSchema, body);
  const name = member.nickName ?? member.email;

  const submit = async () => {
    const v = await validFields(form);
    if (!v) return;
    const delta = v.delta ?? 0;
    const ok = await modal.confirm({
      title: t('members.grant'),
      content: t('members.grantConfirm', {
        action: delta > 0 ? t('members.grantAdd') : t('members.grantDeduct'),
        points: Math.abs(delta),
        count: Math.abs(delta),
        member: name,
        balance: member.balance + delta,
      }),
      okText: delta > 0 ? t('members.grantAdd') : t('members.grantDeduct'),
      okButtonProps: { danger: delta < 0 },
      cancelText: t('buttons.cancel'),
    });
    if (!ok) return;
    await send(
      async () => {
        const res = await request<{ balance: number }>('POST', '/console/points/grant', body(v), {
          idempotencyKey: key,
        });
        return t('members.granted', { balance: res.balance });
      },
      () => onClose(true),
    );
  };

  return (
    <FormDialog
      title={`${t('members.grant')} · ${name}`}
      okText={t('buttons.save')}
      busy={busy}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          label={t('members.grantDelta')}
          name="delta"
          rules={[{ required: true, message: t('console.required') }, rule]}
        >
          <InputNumber precision={0} min={-1_000_000} max={1_000_000} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item
          label={t('members.grantReason')}
          name="reason"
          rules={[{ required: true, message: t('console.required') }, rule]}
        >
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
