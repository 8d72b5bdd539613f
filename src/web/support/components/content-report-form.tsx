import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  REPORT_TEXT_MAX,
  ReportAddSchema,
  type ContentReportTarget,
  type ReportAdded,
  type ReportReason,
} from '../../../shared/schemas/support.ts';
import { Field, FormError } from '../../app/field.tsx';
import { toast } from '../../app/toast.ts';
import { useFormErrors } from '../../app/use-form-errors.ts';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { addReport, reportTypesQuery } from '../api/support-api.ts';
import { TARGET_KEY } from './support-labels.ts';
import { usePictures } from './pictures-field.tsx';
import { TextAreaField } from './text-area-field.tsx';
import { useDraft } from './use-draft.ts';

interface Draft {
  reasonType: string;
  text: string;
  pictures: string[];
  /** One key per report: a retry of a send that may have reached us files it once. */
  key: string;
}

/** The report of a post, comment, review, store or member: a reason, optional words and pictures. */
export function ContentReportForm(props: {
  kind: ContentReportTarget;
  targetId: string;
  onSent: (sent: ReportAdded) => void;
}) {
  const { kind, targetId, onSent } = props;
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const reasons = useQuery(reportTypesQuery('content', lang));
  const draft = useDraft<Draft>(`report.${kind}.${targetId}`, {
    reasonType: '',
    text: '',
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

  const send = async () => {
    if (busy) return;
    if (pictures.pending) {
      void toast(t('reports.uploadsPending'), 'fail');
      return;
    }
    const body = {
      targetType: kind,
      targetId,
      reasonType: values.reasonType as ReportReason,
      ...(values.text.trim() ? { text: values.text } : {}),
      ...(values.pictures.length ? { pictures: values.pictures } : {}),
    };
    if (!form.parse(ReportAddSchema, body)) {
      form.setFormError(t('reports.fixFields'));
      return;
    }
    setBusy(true);
    try {
      const sent = await addReport(body, values.key);
      draft.clear();
      onSent(sent);
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
      data-testid="report-form"
    >
      <header className="vc-form-head">
        <h2>{t('reports.formTitle', { what: t(TARGET_KEY[kind]).toLowerCase() })}</h2>
        <p>{t('reports.formIntro')}</p>
      </header>
      <Field label={t('reports.reason')} error={form.errors.reasonType} group>
        <div className="vc-support-reasons" role="radiogroup" aria-label={t('reports.reason')}>
          {(reasons.data ?? []).map((r) => (
            <label key={r.code} className="vc-support-reason">
              <input
                type="radio"
                name="reasonType"
                value={r.code}
                checked={values.reasonType === r.code}
                onChange={() => {
                  set({ reasonType: r.code });
                  form.clear('reasonType');
                }}
              />
              <span>{r.name}</span>
            </label>
          ))}
        </div>
      </Field>
      <TextAreaField
        label={t('reports.details')}
        hint={t('reports.detailsHint')}
        name="text"
        value={values.text}
        max={REPORT_TEXT_MAX}
        error={form.errors.text}
        onValue={(text) => {
          set({ text });
          form.clear('text');
        }}
      />
      {pictures.field(form.errors.pictures)}
      <FormError message={form.errors.targetId ?? form.formError} />
      <button type="submit" className="vc-button vc-button--primary vc-button--block" disabled={busy}>
        {busy ? t('reports.sending') : t('reports.send')}
      </button>
    </form>
  );
}
