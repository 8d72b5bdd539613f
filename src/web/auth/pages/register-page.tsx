import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isOldEnough } from '../../../shared/age.ts';
import { UserRegisterSchema } from '../../../shared/schemas/auth.ts';
import { Field, FormError } from '../../app/field.tsx';
import { useFormErrors } from '../../app/use-form-errors.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { h5Register } from '../api/auth-api.ts';
import { CodeField } from '../components/code-field.tsx';
import { RegisterExtraFields, type ExtraValues } from '../components/register-extra-fields.tsx';
import { useFinishSignIn } from '../use-finish-sign-in.ts';

export default function RegisterPage() {
  const t = useT();
  const msg = useMsg();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [extra, setExtra] = useState<ExtraValues>({
    birthday: '',
    nickName: '',
    agreeUser: false,
    agreePrivacy: false,
  });
  const [busy, setBusy] = useState(false);
  const form = useFormErrors();
  const finish = useFinishSignIn();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = form.parse(UserRegisterSchema, {
      email,
      code,
      ...extra,
      nickName: extra.nickName.trim() || undefined,
    });
    if (!body) return;
    if (!isOldEnough(body.birthday)) {
      form.setErrors({ birthday: msg('auth.notOldEnough') });
      return;
    }
    setBusy(true);
    try {
      finish(await h5Register(body), t('register.welcome'));
    } catch (err) {
      form.fromError(err, t('error.request'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="vc-card vc-auth">
      <div className="vc-form-head">
        <h2>{t('register.title')}</h2>
        <p>{t('register.subtitle')}</p>
      </div>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Field label={t('field.email')} error={form.errors.email}>
          <input
            className="vc-input"
            type="email"
            name="email"
            autoComplete="email"
            placeholder={t('field.emailPlaceholder')}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              form.clear('email');
            }}
            aria-invalid={form.errors.email ? true : undefined}
          />
        </Field>
        <CodeField
          email={email}
          scene="register"
          value={code}
          onChange={(v) => {
            setCode(v);
            form.clear('code');
          }}
          error={form.errors.code}
          onEmailError={(m) => form.setErrors((x) => ({ ...x, email: m }))}
        />
        <RegisterExtraFields
          values={extra}
          errors={form.errors}
          onChange={(patch, field) => {
            setExtra((v) => ({ ...v, ...patch }));
            form.clear(field);
          }}
        />
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
