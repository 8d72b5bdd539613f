import { Alert, Form, Input } from 'antd';
import {
  CARRIER_MAX,
  RedeemShipSchema,
  TRACKING_NO_MAX,
  type RedeemAdmin,
} from '../../../shared/schemas/prizes.ts';
import { request } from '../../api/client.ts';
import { FormDialog, useSending } from '../components/form-dialog.tsx';
import { schemaRule } from '../components/schema-rule.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { validFields } from '../components/valid-fields.ts';

interface ShipValues {
  carrier?: string;
  trackingNo?: string;
}
const body = (v: ShipValues) => ({
  carrier: v.carrier?.trim() || null,
  trackingNo: v.trackingNo?.trim() || null,
});
const rule = schemaRule(RedeemShipSchema, body);

/** Ships one order: names the order, prize and member, and says it cannot be undone. */
export function ShipDialog({
  order,
  onClose,
}: {
  order: RedeemAdmin | null;
  onClose: (shipped: boolean) => void;
}) {
  const t = useConsoleT();
  const [form] = Form.useForm<ShipValues>();
  const { busy, send } = useSending();
  if (!order) return null;
  const submit = async () => {
    const values = await validFields(form);
    if (!values) return;
    await send(
      async () => {
        await request('POST', `/console/redeems/${order.id}/ship`, body(values));
        return t('redeems.shipped', { orderNo: order.orderNo });
      },
      () => {
        form.resetFields();
        onClose(true);
      },
    );
  };
  return (
    <FormDialog
      title={t('redeems.shipTitle', { orderNo: order.orderNo })}
      okText={t('redeems.ship')}
      busy={busy}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
    >
      <Alert
        type="warning"
        showIcon
        style={{ marginBottom: 16 }}
        message={t('redeems.shipConfirm', {
          orderNo: order.orderNo,
          prize: order.prizeName,
          quantity: order.quantity,
          member: order.member.nickName ?? order.member.email,
        })}
      />
      <Form form={form} layout="vertical">
        <Form.Item label={t('redeems.carrier')} name="carrier" rules={[rule]}>
          <Input maxLength={CARRIER_MAX} />
        </Form.Item>
        <Form.Item label={t('redeems.trackingNo')} name="trackingNo" rules={[rule]}>
          <Input maxLength={TRACKING_NO_MAX} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
