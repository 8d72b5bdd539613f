import { useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { isOldEnough } from '../../shared/age.ts';
import type { Session } from '../../shared/schemas/auth.ts';
import { useFormErrors } from '../app/use-form-errors.ts';
import { useGateBirthday } from '../compliance/compliance-store.ts';
import { useMsg, useT } from '../i18n/i18n.ts';
import type { ExtraValues } from './components/register-extra-fields.tsx';
import { useFinishSignIn } from './use-finish-sign-in.ts';

/**
 * State and submission shared by the registration forms (email code and Facebook): birthday,
 * nickname and agreements, the under-21 check before sending, and the sign-in on success.
 */
export function useRegisterForm(initialNickName = '') {
  const t = useT();
  const msg = useMsg();
  const form = useFormErrors();
  const finish = useFinishSignIn();
  const [busy, setBusy] = useState(false);
  const [extra, setExtra] = useState<ExtraValues>({
    // Prefilled from the age gate (still editable): the same date should not be asked twice.
    birthday: useGateBirthday.getState().birthday,
    nickName: initialNickName,
    agreeUser: false,
    agreePrivacy: false,
  });

  const extraProps = {
    values: extra,
    errors: form.errors,
    onChange: (patch: Partial<ExtraValues>, field: keyof ExtraValues) => {
      setExtra((v) => ({ ...v, ...patch }));
      form.clear(field);
    },
  };

  const submit =
    <T extends { birthday: string }>(
      schema: ZodType<T>,
      values: () => Record<string, unknown>,
      call: (body: T) => Promise<Session>,
    ) =>
    async (e: FormEvent) => {
      e.preventDefault();
      const body = form.parse(schema, {
        ...values(),
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
        finish(await call(body), t('register.welcome'));
        useGateBirthday.getState().forget();
      } catch (err) {
        form.fromError(err, t('error.request'));
      } finally {
        setBusy(false);
      }
    };

  return { form, busy, extraProps, submit };
}
