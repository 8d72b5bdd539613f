import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from '../../app/routing.tsx';
import { NICKNAME_MAX } from '../../../shared/limits.ts';
import { ExternalRegisterSchema } from '../../../shared/schemas/auth.ts';
import { errorMessage } from '../../api/api-error.ts';
import { FormError } from '../../app/field.tsx';
import { useT } from '../../i18n/i18n.ts';
import { externalRegister, oauthTicket } from '../api/auth-api.ts';
import { EmailCodeFields } from '../components/email-code-fields.tsx';
import { RegisterExtraFields } from '../components/register-extra-fields.tsx';
import { useRegisterForm } from '../use-register-form.ts';

function CompleteForm({ ticket, email: email0, name }: { ticket: string; email: string; name: string }) {
  const t = useT();
  const [email, setEmail] = useState(email0);
  const [code, setCode] = useState('');
  const { form, busy, extraProps, submit } = useRegisterForm(name.slice(0, NICKNAME_MAX));
  // The provider vouches only for its own address: another one must be proven with a code.
  const needsCode = email.trim().toLowerCase() !== email0.toLowerCase();
  const onSubmit = submit(
    ExternalRegisterSchema,
    () => ({ ticket, email, code: needsCode ? code : undefined }),
    externalRegister,
  );

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <EmailCodeFields
        form={form}
        scene="register"
        email={email}
        onEmail={setEmail}
        code={code}
        onCode={setCode}
        withCode={needsCode}
      />
      <RegisterExtraFields {...extraProps} />
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
