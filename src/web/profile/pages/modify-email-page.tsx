import Toast from 'antd-mobile/es/components/toast';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { EmailUpdateSchema } from '../../../shared/schemas/profile.ts';
import { Field, FormError } from '../../app/field.tsx';
import { useFormErrors } from '../../app/use-form-errors.ts';
import { EmailCodeFields } from '../../auth/components/email-code-fields.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { updateEmail } from '../api/profile-api.ts';
import { useSaved } from '../use-saved.ts';

export default function ModifyEmailPage() {
  const t = useT();
  const msg = useMsg();
  const navigate = useNavigate();
  const current = useUserStore((s) => s.email);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useFormErrors();
  const saved = useSaved();
  const same = () => (email.trim().toLowerCase() === current.toLowerCase() ? msg('auth.emailSame') : null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = form.parse(EmailUpdateSchema, { email, code });
    if (!body) return;
    const problem = same();
    if (problem) {
      form.setErrors({ email: problem });
      return;
    }
    setBusy(true);
    try {
      saved(await updateEmail(body.email, body.code));
      Toast.show({ icon: 'success', content: msg('profile.emailChanged') });
      void navigate(-1);
    } catch (err) {
      form.fromError(err, t('error.request'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="vc-card" onSubmit={(e) => void submit(e)} noValidate>
      <Field label={t('modifyEmail.current')}>
        <input className="vc-input" value={current} readOnly disabled />
      </Field>
      <EmailCodeFields
        form={form}
        scene="changeEmail"
        label={t('modifyEmail.new')}
        hint={t('modifyEmail.hint')}
        email={email}
        onEmail={setEmail}
        code={code}
        onCode={setCode}
        precheck={same}
      />
      <FormError message={form.formError} />
      <button className="vc-button vc-button--primary vc-button--block" type="submit" disabled={busy}>
        {t('modifyEmail.submit')}
      </button>
    </form>
  );
}
