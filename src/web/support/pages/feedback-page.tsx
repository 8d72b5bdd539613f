import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from '../../app/routing.tsx';
import {
  CONTACT_MAX,
  FEEDBACK_TEXT_MAX,
  FeedbackAddSchema,
  type FeedbackType,
} from '../../../shared/schemas/support.ts';
import { Field, FormError, TextField } from '../../app/field.tsx';
import { toast } from '../../app/toast.ts';
import { useFormErrors } from '../../app/use-form-errors.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { addFeedback, feedbackTypesQuery } from '../api/support-api.ts';
import { usePictures } from '../components/pictures-field.tsx';
import { TextAreaField } from '../components/text-area-field.tsx';
import { useDraft } from '../components/use-draft.ts';
import '../support.css';

interface Draft {
  type: string;
  content: string;
  contact: string;
  pictures: string[];
}

/** `/setting/feedback`: tell the brand what works and what does not. */
export default function FeedbackPage() {
  const t = useT();
  const msg = useMsg();
  const navigate = useNavigate();
  const lang = useLanguage((s) => s.language);
  const types = useQuery(feedbackTypesQuery(lang));
  const draft = useDraft<Draft>('feedback', { type: 'suggestion', content: '', contact: '', pictures: [] });
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
      type: values.type as FeedbackType,
      content: values.content,
      ...(values.pictures.length ? { pictures: values.pictures } : {}),
      ...(values.contact.trim() ? { contact: values.contact } : {}),
    };
    if (!form.parse(FeedbackAddSchema, body)) {
      form.setFormError(t('reports.fixFields'));
      return;
    }
    setBusy(true);
    try {
      await addFeedback(body);
      draft.clear();
      void toast(msg('support.feedbackSent'), 'success');
      void navigate('/setting', { replace: true });
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
      data-testid="feedback-form"
    >
      <header className="vc-form-head">
        <p>{t('support.feedbackIntro')}</p>
      </header>
      <Field label={t('support.feedbackType')} error={form.errors.type} group>
        <div className="vc-support-chips">
          {(types.data ?? []).map((o) => (
            <button
              key={o.code}
              type="button"
              className={values.type === o.code ? 'vc-support-chip is-active' : 'vc-support-chip'}
              aria-pressed={values.type === o.code}
              onClick={() => {
                set({ type: o.code });
                form.clear('type');
              }}
              data-testid={`feedback-type-${o.code}`}
            >
              {o.name}
            </button>
          ))}
        </div>
      </Field>
      <TextAreaField
        label={t('support.feedbackContent')}
        name="content"
        rows={6}
        value={values.content}
        max={FEEDBACK_TEXT_MAX}
        error={form.errors.content}
        onValue={(content) => {
          set({ content });
          form.clear('content');
        }}
      />
      {pictures.field(form.errors.pictures)}
      <TextField
        label={t('support.feedbackContact')}
        name="contact"
        value={values.contact}
        maxLength={CONTACT_MAX + 20}
        placeholder={t('support.feedbackContactHint')}
        error={form.errors.contact}
        onValue={(contact) => {
          set({ contact });
          form.clear('contact');
        }}
      />
      <FormError message={form.formError} />
      <button type="submit" className="vc-button vc-button--primary vc-button--block" disabled={busy}>
        {busy ? t('reports.sending') : t('support.feedbackSend')}
      </button>
    </form>
  );
}
