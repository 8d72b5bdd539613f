import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from '../../app/routing.tsx';
import { UserLoginSchema } from '../../../shared/schemas/auth.ts';
import { FormError } from '../../app/field.tsx';
import { useFormErrors } from '../../app/use-form-errors.ts';
import { useT } from '../../i18n/i18n.ts';
import { h5Login, oauthProvidersQuery } from '../api/auth-api.ts';
import { EmailCodeFields } from '../components/email-code-fields.tsx';
import { TextWithLinks } from '../components/trans-links.tsx';
import { useFinishSignIn } from '../use-finish-sign-in.ts';

export default function LoginPage() {
  const t = useT();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [agree, setAgree] = useState(false);
  const [busy, setBusy] = useState(false);
  const form = useFormErrors();
  const finish = useFinishSignIn();
  // Offered only once the server says Facebook is configured: a button that can only fail is not shown.
  const facebook = useQuery(oauthProvidersQuery).data?.facebook === true;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = form.parse(UserLoginSchema, { email, code, agreeLogin: agree });
    if (!body) return;
    setBusy(true);
    try {
      finish(await h5Login(body));
    } catch (err) {
      form.fromError(err, t('error.request'));
    } finally {
      setBusy(false);
    }
  };

  const registerLink = params.get('needBack') ? `/register?needBack=1` : '/register';
  // Arriving from the undo link mailed after an email change (the server redirects here).
  const revertNotice = params.get('emailReverted')
    ? t('login.emailReverted')
    : params.get('emailRevertFailed')
      ? t('login.emailRevertFailed')
      : '';
  return (
    <div className="vc-card vc-auth">
      <div className="vc-form-head">
        <h2>{t('login.title')}</h2>
        <p>{t('login.subtitle')}</p>
      </div>
      {revertNotice ? (
        <p className="vc-notice" role="status">
          {revertNotice}
        </p>
      ) : null}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <EmailCodeFields
          form={form}
          scene="login"
          email={email}
          onEmail={setEmail}
          code={code}
          onCode={setCode}
        />
        <label className="vc-check">
          <input
            type="checkbox"
            name="agreeLogin"
            checked={agree}
            onChange={(e) => {
              setAgree(e.target.checked);
              form.clear('agreeLogin');
            }}
          />
          <span>
            <TextWithLinks
              text={t('login.agree')}
              links={{ user: '/agreement/user', privacy: '/agreement/privacy' }}
            />
          </span>
        </label>
        {form.errors.agreeLogin ? <FormError message={form.errors.agreeLogin} /> : null}
        <FormError message={form.formError} />
        <button className="vc-button vc-button--primary vc-button--block" type="submit" disabled={busy}>
          {t('login.submit')}
        </button>
      </form>
      {facebook ? (
        <>
          <div className="vc-or">{t('login.or')}</div>
          {/* A full page load: the server starts the provider's flow. */}
          <a className="vc-button vc-button--facebook vc-button--block" href="/auth/facebook">
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden>
              <path
                fill="currentColor"
                d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4c-.3 0-1.2-.1-2.2-.1-2.2 0-3.7 1.3-3.7 3.8v2.4H8v3h2.6V21h2.9z"
              />
            </svg>
            {t('login.facebook')}
          </a>
        </>
      ) : null}
      <p className="vc-switch-line">
        {t('login.noAccount')} <Link to={registerLink}>{t('login.register')}</Link>
      </p>
    </div>
  );
}
