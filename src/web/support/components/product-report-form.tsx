import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  CONTACT_MAX,
  PRODUCT_NAME_MAX,
  PRODUCT_REPORT_REASONS,
  ProductReportAddSchema,
  REPORT_TEXT_MAX,
  SHOP_NAMES_MAX,
  STORE_NAME_MAX,
  type ProductReportAdd,
  type ReportAdded,
} from '../../../shared/schemas/support.ts';
import { FormError, TextField } from '../../app/field.tsx';
import { Segment } from '../../app/segment.tsx';
import { toast } from '../../app/toast.ts';
import { useFormErrors } from '../../app/use-form-errors.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { addProductReport, reportTypesQuery } from '../api/support-api.ts';
import { usePictures } from './pictures-field.tsx';
import { TextAreaField } from './text-area-field.tsx';
import { useDraft } from './use-draft.ts';

type Reason = (typeof PRODUCT_REPORT_REASONS)[number];

interface Draft {
  productName: string;
  reasonType: Reason;
  images: string[];
  salesStore: string;
  shopNames: string;
  contact: string;
  reportTime: string;
  description: string;
  code: string;
  key: string;
}

const today = () => new Date().toISOString().slice(0, 10);

/** A counterfeit or bad product: what, where, when, photos; prefilled from a non-genuine scan. */
export function ProductReportForm(props: {
  prefill: { code: string; productName: string };
  onSent: (sent: ReportAdded) => void;
}) {
  const { prefill, onSent } = props;
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const reasons = useQuery(reportTypesQuery('product', lang));
  const draft = useDraft<Draft>(`report.product.${prefill.code}`, {
    productName: prefill.productName.slice(0, PRODUCT_NAME_MAX),
    reasonType: 'counterfeit',
    images: [],
    salesStore: '',
    shopNames: '',
    contact: '',
    reportTime: today(),
    description: '',
    code: prefill.code,
    key: crypto.randomUUID(),
  });
  const { values, set } = draft;
  const form = useFormErrors();
  const pictures = usePictures(values.images, (images) => {
    set({ images });
    form.clear('images');
  });
  const [busy, setBusy] = useState(false);
  const change = (patch: Partial<Draft>, field: string) => {
    set(patch);
    form.clear(field);
  };
  const text = (name: 'productName' | 'salesStore' | 'shopNames' | 'contact', label: string, max: number) => (
    <TextField
      label={label}
      name={name}
      value={values[name]}
      maxLength={max + 20}
      error={form.errors[name]}
      onValue={(v) => change({ [name]: v }, name)}
      {...(name === 'contact' ? { placeholder: t('reports.contactHint') } : {})}
    />
  );

  const send = async () => {
    if (busy) return;
    if (pictures.pending) {
      void toast(t('reports.uploadsPending'), 'fail');
      return;
    }
    const body: ProductReportAdd = {
      productName: values.productName,
      reasonType: values.reasonType,
      images: values.images,
      salesStore: values.salesStore,
      contact: values.contact,
      reportTime: values.reportTime,
      description: values.description,
      ...(values.shopNames.trim() ? { shopNames: values.shopNames } : {}),
      ...(values.code ? { code: values.code } : {}),
    };
    if (!form.parse(ProductReportAddSchema, body)) {
      form.setFormError(t('reports.fixFields'));
      return;
    }
    setBusy(true);
    try {
      const sent = await addProductReport(body, values.key);
      draft.clear();
      onSent(sent);
    } catch (err) {
      form.fromError(err, t('error.request'));
    } finally {
      setBusy(false);
    }
  };

  const reasonName = (r: Reason) => reasons.data?.find((o) => o.code === r)?.name ?? r;
  return (
    <form
      className="vc-card vc-stack vc-support-form"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
      data-testid="product-report-form"
    >
      <header className="vc-form-head">
        <h2>{t('reports.productTitle')}</h2>
        <p>{t('reports.productIntro')}</p>
      </header>
      {text('productName', t('reports.productName'), PRODUCT_NAME_MAX)}
      <div className="vc-field" role="group" aria-label={t('reports.productReason')}>
        <span className="vc-field__label">{t('reports.productReason')}</span>
        <Segment
          label={t('reports.productReason')}
          options={PRODUCT_REPORT_REASONS}
          value={values.reasonType}
          text={reasonName}
          onSelect={(reasonType) => change({ reasonType }, 'reasonType')}
          testId="product-reason"
        />
      </div>
      {pictures.field(form.errors.images)}
      {text('salesStore', t('reports.salesStore'), STORE_NAME_MAX)}
      {text('shopNames', t('reports.shopNames'), SHOP_NAMES_MAX)}
      <TextField
        label={t('reports.reportTime')}
        name="reportTime"
        type="date"
        max={today()}
        value={values.reportTime}
        error={form.errors.reportTime}
        onValue={(reportTime) => change({ reportTime }, 'reportTime')}
      />
      {text('contact', t('reports.contact'), CONTACT_MAX)}
      <TextAreaField
        label={t('reports.description')}
        name="description"
        value={values.description}
        max={REPORT_TEXT_MAX}
        error={form.errors.description}
        onValue={(description) => change({ description }, 'description')}
      />
      {values.code ? (
        <p className="vc-muted" data-testid="report-code">
          {t('reports.code')}: <strong>{values.code}</strong>
        </p>
      ) : null}
      <FormError message={form.formError} />
      <button type="submit" className="vc-button vc-button--primary vc-button--block" disabled={busy}>
        {busy ? t('reports.sending') : t('reports.send')}
      </button>
    </form>
  );
}
