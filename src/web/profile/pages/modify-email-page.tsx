import { useState } from 'react';
import { EmailUpdateSchema } from '../../../shared/schemas/profile.ts';
import { Field, FormError } from '../../app/field.tsx';
import { EmailCodeFields } from '../../auth/components/email-code-fields.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { updateEmail } from '../api/profile-api.ts';
import { useSettingForm } from '../use-saved.ts';

export default function ModifyEmailPage() {
  const t = useT();
  const msg = useMsg();
  const current = useUserStore((s) => s.email);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const { form, busy, submit } = useSettingForm();
  const same = () => (email.trim().toLowerCase() === current.toLowerCase() ? msg('auth.emailSame') : null);
  const onSubmit = submit(
    EmailUpdateSchema,
    () => ({ email, code }),
    (body) => updateEmail(body.email, body.code),
    {
      done: 'profile.emailChanged',
      check: () => {
        const problem = same();
        if (problem) form.setErrors({ email: problem });
        return !problem;
      },
    },
  );

  return (
    <form className="vc-card" onSubmit={(e) => void onSubmit(e)} noValidate>
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
