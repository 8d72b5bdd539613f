import { Show } from '@refinedev/antd';
import { useShow } from '@refinedev/core';
import { Button, Card, Checkbox, Descriptions, Form, Input, Space, Tag, Timeline } from 'antd';
import { useParams } from 'react-router';
import type { z } from 'zod';
import {
  WORK_ORDER_TEXT_MAX,
  WorkOrderAnswerSchema,
  type ConsoleWorkOrderSchema,
} from '../../../shared/schemas/support.ts';
import { request } from '../../api/client.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { useConfirmAction } from '../components/confirm-action.ts';
import { useSending } from '../components/form-dialog.tsx';
import { ImagesField } from '../components/images-field.tsx';
import { Pictures } from '../components/list-parts.tsx';
import { LANGUAGE_NAMES } from '../components/console-frame.tsx';
import type { Lang } from '../../../shared/i18n.ts';
import { schemaRule } from '../components/schema-rule.ts';
import { useConsoleT } from '../i18n/console-i18n.ts';
import { formatDateTime } from '../../../shared/dates.ts';
import { validFields } from '../components/valid-fields.ts';

type Order = z.infer<typeof ConsoleWorkOrderSchema>;
interface ReplyValues {
  content?: string;
  pictures?: string[];
  close?: boolean;
}
const replyBody = (v: ReplyValues) => ({
  content: v.content ?? '',
  pictures: v.pictures ?? [],
  close: v.close ?? false,
});
const rule = schemaRule(WorkOrderAnswerSchema, replyBody);

/** One request: the conversation, an answer (which may close it) and Close. */
export default function WorkOrderShow() {
  const t = useConsoleT();
  const lang = useLanguage((s) => s.language);
  const when = (iso: string) => formatDateTime(iso, lang);
  const { id = '' } = useParams();
  const { query } = useShow<Order>({ resource: 'support/workOrders', id });
  const o = query.data?.data;
  const [form] = Form.useForm<ReplyValues>();
  const { busy, send } = useSending();
  const closing = useConfirmAction();
  const refresh = () => void query.refetch();
  const reply = async () => {
    const values = await validFields(form);
    if (!values) return;
    await send(
      async () => {
        await request('POST', `/console/support/workOrders/${id}/reply`, replyBody(values));
        return values.close
          ? t('workOrders.answeredClosed', { number: o?.number ?? id })
          : t('workOrders.answered', { number: o?.number ?? id });
      },
      () => {
        form.resetFields();
        refresh();
      },
    );
  };
  const close = () =>
    closing.confirm({
      title: t('workOrders.closeTitle', { number: o?.number ?? id }),
      content: t('workOrders.closeConfirm', {
        number: o?.number ?? id,
        member: o?.member.nickName ?? o?.member.email ?? '',
      }),
      okText: t('workOrders.close'),
      run: async () => {
        await request('POST', `/console/support/workOrders/${id}/close`);
        return t('workOrders.closed', { number: o?.number ?? id });
      },
      done: refresh,
    });
  const open = o?.state === 'accepting';

  return (
    <Show
      goBack={false}
      title={o ? t('workOrders.title', { number: o.number }) : t('workOrders.list')}
      isLoading={query.isLoading}
      canEdit={false}
      canDelete={false}
      headerButtons={
        <Space>
          {open ? (
            <Button danger loading={closing.busy} onClick={() => void close()}>
              {t('workOrders.close')}
            </Button>
          ) : null}
        </Space>
      }
    >
      {o ? (
        <>
          <Card style={{ marginBottom: 16 }}>
            <Descriptions column={2}>
              <Descriptions.Item label={t('members.member')}>
                {o.member.nickName ?? '—'} · {o.member.email}
              </Descriptions.Item>
              <Descriptions.Item label={t('workOrders.state')}>
                <Tag color={open ? 'orange' : 'green'}>{t(`workOrders.state.${o.state}`)}</Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('workOrders.language')}>
                {LANGUAGE_NAMES[o.lang as Lang] ?? o.lang}
              </Descriptions.Item>
              <Descriptions.Item label={t('workOrders.createdAt')}>{when(o.createdAt)}</Descriptions.Item>
              {o.redeem ? (
                <Descriptions.Item label={t('workOrders.order')}>
                  {t('workOrders.about', { orderNo: o.redeem.orderNo, prize: o.redeem.prizeName })}
                </Descriptions.Item>
              ) : null}
            </Descriptions>
          </Card>
          <Timeline
            items={[
              {
                color: 'blue',
                children: (
                  <Space direction="vertical">
                    <strong>{t('workOrders.fromMember', { when: when(o.createdAt) })}</strong>
                    <span className="vc-console-pre">{o.description}</span>
                    <Pictures urls={o.pictures} size={64} />
                  </Space>
                ),
              },
              ...o.messages.map((m) => ({
                color: m.side === 'support' ? 'green' : 'blue',
                children: (
                  <Space direction="vertical">
                    <strong>
                      {m.side === 'support'
                        ? t('workOrders.fromSupport', { when: when(m.createdAt) })
                        : t('workOrders.fromMember', { when: when(m.createdAt) })}
                    </strong>
                    <span className="vc-console-pre">{m.content}</span>
                    <Pictures urls={m.pictures} size={64} />
                  </Space>
                ),
              })),
            ]}
          />
          {open ? (
            <Card title={t('workOrders.answer')} style={{ maxWidth: 760 }}>
              <Form form={form} layout="vertical">
                <Form.Item
                  label={t('workOrders.answerText')}
                  name="content"
                  rules={[{ required: true, message: t('console.required') }, rule]}
                >
                  <Input.TextArea rows={4} maxLength={WORK_ORDER_TEXT_MAX} showCount />
                </Form.Item>
                <Form.Item label={t('prizes.images')} name="pictures" rules={[rule]}>
                  <ImagesField max={9} />
                </Form.Item>
                <Form.Item name="close" valuePropName="checked">
                  <Checkbox>{t('workOrders.closeWithAnswer')}</Checkbox>
                </Form.Item>
                <Button type="primary" loading={busy} onClick={() => void reply().catch(() => undefined)}>
                  {t('workOrders.send')}
                </Button>
              </Form>
            </Card>
          ) : null}
        </>
      ) : null}
    </Show>
  );
}
