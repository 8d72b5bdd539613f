import { App, Form, Input, InputNumber } from 'antd';
import { useCallback } from 'react';
import type { ConsoleMember } from '../../../shared/schemas/members.ts';
import { SUSPEND_DAYS_MAX, SuspendSchema } from '../../../shared/schemas/support.ts';
import { errorMessage } from '../../api/api-error.ts';
import { request } from '../../api/client.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { FormDialog, useSending } from '../components/form-dialog.tsx';
import { schemaRule } from '../components/schema-rule.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { formatDateTime } from '../../../shared/dates.ts';
import { validFields } from '../components/valid-fields.ts';

interface Values {
  days?: number;
  reason?: string;
}
const body = (v: Values) => ({ days: v.days, ...(v.reason?.trim() ? { reason: v.reason.trim() } : {}) });
const rule = schemaRule(SuspendSchema, body);
const nameOf = (m: ConsoleMember) => m.nickName ?? m.email;

/** Suspends a member for some days (they can still read), after a confirmation that says so. */
export function SuspendDialog({
  member,
  onClose,
}: {
  member: ConsoleMember | null;
  onClose: (done: boolean) => void;
}) {
  const t = useConsoleT();
  const { modal } = App.useApp();
  const lang = useLanguage((s) => s.language);
  const [form] = Form.useForm<Values>();
  const { busy, send } = useSending();
  if (!member) return null;
  const submit = async () => {
    const v = await validFields(form);
    if (!v) return;
    const ok = await modal.confirm({
      title: t('members.suspend'),
      content: t('members.suspendConfirm', { member: nameOf(member), days: v.days ?? 0, count: v.days ?? 0 }),
      okText: t('members.suspend'),
      okButtonProps: { danger: true },
      cancelText: t('buttons.cancel'),
    });
    if (!ok) return;
    await send(
      async () => {
        const res = await request<{ suspendedUntil: string }>(
          'POST',
          `/console/support/members/${member.id}/suspend`,
          body(v),
        );
        const until = formatDateTime(res.suspendedUntil, lang);
        return t('members.suspendedDone', { until });
      },
      () => {
        form.resetFields();
        onClose(true);
      },
    );
  };
  return (
    <FormDialog
      title={`${t('members.suspend')} · ${nameOf(member)}`}
      okText={t('members.suspend')}
      danger
      busy={busy}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
    >
      <Form form={form} layout="vertical" initialValues={{ days: 7 }}>
        <Form.Item
          label={t('members.suspendDays')}
          name="days"
          rules={[{ required: true, message: t('console.required') }, rule]}
        >
          <InputNumber min={1} max={SUSPEND_DAYS_MAX} precision={0} />
        </Form.Item>
        <Form.Item label={t('members.suspendReason')} name="reason" rules={[rule]}>
          <Input.TextArea rows={2} maxLength={300} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

/** Lifts a suspension after a confirmation naming the member. */
export function useRestore() {
  const t = useConsoleT();
  const { modal, message } = App.useApp();
  return useCallback(
    async (member: ConsoleMember): Promise<boolean> => {
      const ok = await modal.confirm({
        title: t('members.restore'),
        content: t('members.restoreConfirm', { member: nameOf(member) }),
        okText: t('members.restore'),
        cancelText: t('buttons.cancel'),
      });
      if (!ok) return false;
      try {
        await request('DELETE', `/console/support/members/${member.id}/suspend`);
        void message.success(t('members.restored'));
        return true;
      } catch (err) {
        void message.error(errorMessage(err, t('console.loadFailed')));
        return false;
      }
    },
    [modal, message, t],
  );
}
