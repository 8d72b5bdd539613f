import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from '../../app/routing.tsx';
import { WORK_ORDER_TEXT_MAX, WorkOrderSaveSchema } from '../../../shared/schemas/support.ts';
import { FormError } from '../../app/field.tsx';
import { toast } from '../../app/toast.ts';
import { useFormErrors } from '../../app/use-form-errors.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { redeemQuery } from '../../prizes/api/prizes-api.ts';
import { saveWorkOrder, SUPPORT_KEY } from '../api/support-api.ts';
import { usePictures } from '../components/pictures-field.tsx';
import { TextAreaField } from '../components/text-area-field.tsx';
import { useDraft } from '../components/use-draft.ts';
import '../support.css';
import '../i18n/work-orders-i18n.ts';

interface Draft {
  description: string;
  pictures: string[];
  key: string;
}

/** `/my/afterSale/add` (`?redeemId=` when it is about a redemption order): open an after-sale request. */
export default function WorkOrderAddPage() {
  const t = useT();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redeemId = /^[0-9]{1,19}$/.test(params.get('redeemId') ?? '') ? (params.get('redeemId') ?? '') : '';
  const lang = useLanguage((s) => s.language);
  const token = useUserStore((s) => s.token);
  const order = useQuery(redeemQuery(token, redeemId, lang));
  const draft = useDraft<Draft>(`workOrder.${redeemId}`, {
    description: '',
    pictures: [],
    key: crypto.randomUUID(),
  });
  const { values, set } = draft;
  const form = useFormErrors();
  const pictures = usePictures(values.pictures, (urls) => {
    set({ pictures: urls });
    form.clear('pictures');
  });
  const [busy, setBusy] = useState(false);
  const o = order.data;

  const send = async () => {
    if (busy) return;
    if (pictures.pending) {
      void toast(t('reports.uploadsPending'), 'fail');
      return;
    }
    const body = {
      description:
        values.description ||
        (o ? t('workOrders.orderIntro', { orderNo: o.orderNo, prize: o.prizeName }) : ''),
      ...(values.pictures.length ? { pictures: values.pictures } : {}),
      ...(redeemId ? { redeemId } : {}),
    };
    if (!form.parse(WorkOrderSaveSchema, body)) {
      form.setFormError(t('reports.fixFields'));
      return;
    }
    setBusy(true);
    try {
      const saved = await saveWorkOrder(body, values.key);
      draft.clear();
      void qc.invalidateQueries({ queryKey: SUPPORT_KEY });
      void qc.invalidateQueries({ queryKey: ['redeems'] });
      void toast(t('workOrders.sent', { number: saved.number }), 'success');
      void navigate(`/my/afterSale/${saved.id}`, { replace: true });
    } catch (err) {
      form.fromError(err, t('error.request'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="vc-card vc-stack vc-support-form"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
      data-testid="work-order-form"
    >
      {o ? (
        <p className="vc-support-about" data-testid="work-order-about">
          {t('workOrders.about', { orderNo: o.orderNo })} · {o.prizeName}
        </p>
      ) : null}
      <TextAreaField
        label={t('workOrders.description')}
        hint={t('workOrders.descriptionHint')}
        name="description"
        rows={6}
        value={values.description}
        max={WORK_ORDER_TEXT_MAX}
        error={form.errors.description}
        onValue={(description) => {
          set({ description });
          form.clear('description');
        }}
      />
      {pictures.field(form.errors.pictures)}
      <FormError message={form.errors.redeemId ?? form.formError} />
      <button type="submit" className="vc-button vc-button--primary vc-button--block" disabled={busy}>
        {busy ? t('reports.sending') : t('workOrders.send')}
      </button>
    </form>
  );
}
