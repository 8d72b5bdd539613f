import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { isOldEnough } from '../../../shared/age.ts';
import { ExternalRegisterSchema } from '../../../shared/schemas/auth.ts';
import { errorMessage } from '../../api/api-error.ts';
import { Field, FormError } from '../../app/field.tsx';
import { useFormErrors } from '../../app/use-form-errors.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { externalRegister, oauthTicket } from '../api/auth-api.ts';
import { CodeField } from '../components/code-field.tsx';
import { RegisterExtraFields, type ExtraValues } from '../components/register-extra-fields.tsx';
import { useFinishSignIn } from '../use-finish-sign-in.ts';

function CompleteForm({ ticket, email: email0, name }: { ticket: string; email: string; name: string }) {
  const t = useT();
  const msg = useMsg();
  const [email, setEmail] = useState(email0);
  const [extra, setExtra] = useState<ExtraValues>({
    birthday: '',
    nickName: name.slice(0, 20),
    agreeUser: false,
    agreePrivacy: false,
  });
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useFormErrors();
  const finish = useFinishSignIn();
  // The provider vouches only for its own address: another one must be proven with a code.
  const needsCode = email.trim().toLowerCase() !== email0.toLowerCase();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = form.parse(ExternalRegisterSchema, {
      ticket,
      email,
      code: needsCode ? code : undefined,
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
      finish(await externalRegister(body), t('register.welcome'));
    } catch (err) {
      form.fromError(err, t('error.request'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate>
      <Field label={t('field.email')} error={form.errors.email}>
        <input
          className="vc-input"
          type="email"
          name="email"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            form.clear('email');
          }}
        />
      </Field>
      {needsCode ? (
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
      ) : null}
      <RegisterExtraFields
        values={extra}
        errors={form.errors}
        onChange={(patch, field) => {
          setExtra((v) => ({ ...v, ...patch }));
          form.clear(field);
        }}
      />
      <FormError message={form.formError || form.errors.ticket || ''} />
      <button className="vc-button vc-button--primary vc-button--block" type="submit" disabled={busy}>
        {t('complete.submit')}
      </button>
    </form>
  );
}

export default function RegisterCompletePage() {
  const t = useT();
  const [params] = useSearchParams();
  const ticket = params.get('ticket') ?? '';
  const info = useQuery({
    queryKey: ['oauthTicket', ticket],
    queryFn: () => oauthTicket(ticket),
    enabled: !!ticket,
  });

  return (
    <div className="vc-card vc-auth">
      <div className="vc-form-head">
        <h2>{t('complete.title')}</h2>
        <p>{t('complete.subtitle')}</p>
      </div>
      {!ticket || info.isError ? (
        <div className="vc-stack">
          <FormError
            message={ticket ? errorMessage(info.error, t('error.request')) : t('complete.noTicket')}
          />
          <Link className="vc-button vc-button--ghost vc-button--block" to="/login">
            {t('facebook.back')}
          </Link>
        </div>
      ) : info.data ? (
        <CompleteForm ticket={ticket} email={info.data.email ?? ''} name={info.data.name ?? ''} />
      ) : (
        <div className="vc-loading">
          <span className="vc-spinner" />
        </div>
      )}
    </div>
  );
}
