import Toast from 'antd-mobile/es/components/toast';
import { useEffect, useState } from 'react';
import { EMAIL_CODE_COOLDOWN_MS } from '../../../shared/limits.ts';
import { EmailSchema } from '../../../shared/schemas/common.ts';
import type { CaptchaScene } from '../../../shared/schemas/auth.ts';
import { ApiError } from '../../api/api-error.ts';
import { Field } from '../../app/field.tsx';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { sendMailCaptcha } from '../api/auth-api.ts';

interface Props {
  email: string;
  scene: CaptchaScene;
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
  /** Called instead of sending when the email is not valid, or with the API's complaint about it. */
  onEmailError: (message: string) => void;
  /** Extra check before sending (e.g. the new email must differ from the old one). */
  precheck?: (() => string | null) | undefined;
}

/** The 6-digit code input with its "Send code" button and a 60 s countdown. */
export function CodeField({ email, scene, value, onChange, error, onEmailError, precheck }: Props) {
  const t = useT();
  const msg = useMsg();
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  const [sending, setSending] = useState(false);
  const left = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (until <= Date.now()) return;
    const id = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(id);
  }, [until]);

  const send = async () => {
    const parsed = EmailSchema.safeParse(email);
    if (!parsed.success) {
      onEmailError(msg('validation.email'));
      return;
    }
    const problem = precheck?.();
    if (problem) {
      onEmailError(problem);
      return;
    }
    setSending(true);
    try {
      const sent = await sendMailCaptcha(parsed.data, scene);
      setNow(Date.now());
      setUntil(Date.now() + (sent.cooldownSeconds * 1000 || EMAIL_CODE_COOLDOWN_MS));
      Toast.show({ content: msg('auth.codeSent'), position: 'top' });
    } catch (err) {
      if (err instanceof ApiError && err.retryAfter) {
        setNow(Date.now());
        setUntil(Date.now() + err.retryAfter * 1000);
      }
      const fieldMsg = err instanceof ApiError ? err.fields.find((f) => f.field === 'email')?.msg : undefined;
      if (fieldMsg || (err instanceof ApiError && err.code === 409))
        onEmailError(fieldMsg ?? (err as ApiError).message);
      else Toast.show({ content: err instanceof ApiError ? err.message : t('error.request') });
    } finally {
      setSending(false);
    }
  };

  return (
    <Field label={t('field.code')} error={error}>
      <span className="vc-input-row">
        <input
          className="vc-input"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t('field.codePlaceholder')}
          value={value}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
          aria-invalid={error ? true : undefined}
        />
        <button
          type="button"
          className="vc-button vc-button--soft"
          data-testid="send-code"
          disabled={sending || left > 0}
          onClick={() => void send()}
        >
          {left > 0 ? t('code.resend', { seconds: left }) : t('code.send')}
        </button>
      </span>
    </Field>
  );
}
