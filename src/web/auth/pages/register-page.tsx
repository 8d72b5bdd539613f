import { useState } from 'react';
import { Link, useSearchParams } from '../../app/routing.tsx';
import { UserRegisterSchema } from '../../../shared/schemas/auth.ts';
import { FormError } from '../../app/field.tsx';
import { useT } from '../../i18n/i18n.ts';
import { h5Register } from '../api/auth-api.ts';
import { EmailCodeFields } from '../components/email-code-fields.tsx';
import { RegisterExtraFields } from '../components/register-extra-fields.tsx';
import { useRegisterForm } from '../use-register-form.ts';

export default function RegisterPage() {
  const t = useT();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const { form, busy, extraProps, submit } = useRegisterForm();
  const onSubmit = submit(UserRegisterSchema, () => ({ email, code }), h5Register);

  return (
    <div className="vc-card vc-auth">
      <div className="vc-form-head">
        <h2>{t('register.title')}</h2>
        <p>{t('register.subtitle')}</p>
      </div>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <EmailCodeFields
          form={form}
          scene="register"
          email={email}
          onEmail={setEmail}
          code={code}
          onCode={setCode}
        />
        <RegisterExtraFields {...extraProps} />
        <FormError message={form.formError} />
        <button className="vc-button vc-button--primary vc-button--block" type="submit" disabled={busy}>
          {t('register.submit')}
        </button>
      </form>
      <p className="vc-switch-line">
        {t('register.haveAccount')}{' '}
        <Link to={params.get('needBack') ? '/login?needBack=1' : '/login'}>{t('register.signIn')}</Link>
      </p>
    </div>
  );
}
