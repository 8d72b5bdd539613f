import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from '../../app/routing.tsx';
import { LANGUAGE_TAGS } from '../../../shared/i18n.ts';
import { WORK_ORDER_TEXT_MAX, WorkOrderReplySchema } from '../../../shared/schemas/support.ts';
import { FormError } from '../../app/field.tsx';
import { Missing } from '../../app/missing.tsx';
import { useFormErrors } from '../../app/use-form-errors.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { replyWorkOrder, SUPPORT_KEY, workOrderQuery } from '../api/support-api.ts';
import { TextAreaField } from '../components/text-area-field.tsx';
import { WORK_ORDER_STATE_KEY } from '../components/support-labels.ts';
import { useDraft } from '../components/use-draft.ts';
import '../support.css';
import '../i18n/work-orders-i18n.ts';

function Pictures({ urls }: { urls: string[] }) {
  const t = useT();
  if (urls.length === 0) return null;
  return (
    <ul className="vc-support-pictures">
      {urls.map((src, i) => (
        <li key={src}>
          <a
            href={src}
            target="_blank"
            rel="noreferrer"
            aria-label={t('workOrders.openPicture', { n: i + 1 })}
          >
            <img src={src} alt="" loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** `/my/afterSale/{id}`: one request, its conversation with support, and a follow-up while unsolved. */
export default function WorkOrderPage() {
  const t = useT();
  const qc = useQueryClient();
  const { id = '' } = useParams();
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const order = useQuery(workOrderQuery(token, id, lang));
  const draft = useDraft(`workOrderReply.${id}`, { content: '' });
  const form = useFormErrors();
  const [busy, setBusy] = useState(false);
  const when = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: 'medium', timeStyle: 'short' });

  if (order.isError) {
    return (
      <Missing
        title={t('workOrders.notFound')}
        to="/my/afterSale"
        action={t('support.afterSaleTitle')}
        testId="work-order-missing"
      />
    );
  }
  if (!order.data) return <div className="vc-loading" role="status" aria-label={t('reports.sending')} />;
  const w = order.data;

  const send = async () => {
    if (busy) return;
    const body = { content: draft.values.content };
    if (!form.parse(WorkOrderReplySchema, body)) return;
    setBusy(true);
    try {
      const next = await replyWorkOrder(id, body);
      draft.set({ content: '' });
      draft.clear();
      qc.setQueryData(workOrderQuery(token, id, lang).queryKey, next);
      void qc.invalidateQueries({ queryKey: [...SUPPORT_KEY, 'workOrders'] });
    } catch (err) {
      form.fromError(err, t('error.request'));
      void order.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="vc-stack vc-support" data-testid="work-order" data-state={w.state}>
      <section className="vc-card vc-stack">
        <div className="vc-support-row__top">
          <span>
            <span className="vc-muted">{t('workOrders.number')} </span>
            <strong className="vc-support-row__number" data-testid="work-order-number">
              {w.number}
            </strong>
          </span>
          <span
            className={w.state === 'accepted' ? 'vc-tag vc-tag--ready' : 'vc-tag'}
            data-testid="work-order-state"
          >
            {t(WORK_ORDER_STATE_KEY[w.state])}
          </span>
        </div>
        {w.redeem ? (
          <p className="vc-support-about">
            {t('workOrders.about', { orderNo: w.redeem.orderNo })} · {w.redeem.prizeName}
          </p>
        ) : null}
      </section>
      <ol className="vc-support-thread" aria-label={t('support.afterSaleDetailTitle')}>
        <li className="vc-support-msg vc-support-msg--member">
          <span className="vc-support-msg__who">
            {t('workOrders.you')} · <time dateTime={w.createdAt}>{when.format(new Date(w.createdAt))}</time>
          </span>
          <p className="vc-support-pre">{w.description}</p>
          <Pictures urls={w.pictures} />
        </li>
        {w.messages.map((m) => (
          <li
            key={m.id}
            className={`vc-support-msg vc-support-msg--${m.side}`}
            data-testid={m.side === 'support' ? 'work-order-answer' : 'work-order-message'}
          >
            <span className="vc-support-msg__who">
              {m.side === 'support' ? t('workOrders.support') : t('workOrders.you')} ·{' '}
              <time dateTime={m.createdAt}>{when.format(new Date(m.createdAt))}</time>
            </span>
            <p className="vc-support-pre">{m.content}</p>
            <Pictures urls={m.pictures} />
          </li>
        ))}
      </ol>
      {w.state === 'accepting' ? (
        <form
          className="vc-card vc-stack"
          onSubmit={(e) => {
            e.preventDefault();
            void send();
          }}
        >
          <TextAreaField
            label={t('workOrders.reply')}
            name="content"
            rows={3}
            value={draft.values.content}
            max={WORK_ORDER_TEXT_MAX}
            error={form.errors.content}
            onValue={(content) => {
              draft.set({ content });
              form.clear('content');
            }}
          />
          <FormError message={form.formError} />
          <button type="submit" className="vc-button vc-button--primary" disabled={busy}>
            {t('workOrders.replySend')}
          </button>
        </form>
      ) : (
        <p className="vc-notice" data-testid="work-order-closed">
          {t('workOrders.closedNote')}
        </p>
      )}
    </div>
  );
}
