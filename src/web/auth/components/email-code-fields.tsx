import type { CaptchaScene } from '../../../shared/schemas/auth.ts';
import { Field } from '../../app/field.tsx';
import type { useFormErrors } from '../../app/use-form-errors.ts';
import { useT } from '../../i18n/i18n.ts';
import { CodeField } from './code-field.tsx';

interface Props {
  form: ReturnType<typeof useFormErrors>;
  scene: CaptchaScene;
  email: string;
  onEmail: (value: string) => void;
  code: string;
  onCode: (value: string) => void;
  /** False when no code is needed (an address a provider already confirmed). */
  withCode?: boolean;
  label?: string;
  hint?: string;
  /** A local check before a code is sent; returns the message to show under the email. */
  precheck?: () => string | null;
}

/** The email input and the emailed-code input with its send button, wired to the form's errors. */
export function EmailCodeFields({
  form,
  scene,
  email,
  onEmail,
  code,
  onCode,
  withCode = true,
  ...rest
}: Props) {
  const t = useT();
  return (
    <>
      <Field label={rest.label ?? t('field.email')} error={form.errors.email} hint={rest.hint}>
        <input
          className="vc-input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder={t('field.emailPlaceholder')}
          value={email}
          onChange={(e) => {
            onEmail(e.target.value);
            form.clear('email');
          }}
          aria-invalid={form.errors.email ? true : undefined}
        />
      </Field>
      {withCode ? (
        <CodeField
          email={email}
          scene={scene}
          value={code}
          onChange={(v) => {
            onCode(v);
            form.clear('code');
          }}
          error={form.errors.code}
          precheck={rest.precheck}
          onEmailError={(m) => form.setErrors((x) => ({ ...x, email: m }))}
        />
      ) : null}
    </>
  );
}
