import Toast from 'antd-mobile/es/components/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import type { MessageKey } from '../../shared/messages/messages.ts';
import type { UserInfo } from '../../shared/schemas/auth.ts';
import { useBack } from '../app/back-header.tsx';
import { useFormErrors } from '../app/use-form-errors.ts';
import { useUserStore } from '../auth/user-store.ts';
import { useMsg, useT } from '../i18n/i18n.ts';

/** Puts a fresh profile from a settings call into the store and the query cache. */
export function useSaved() {
  const queryClient = useQueryClient();
  return (info: UserInfo) => {
    useUserStore.getState().setUserInfo(info);
    queryClient.setQueryData(['userInfo', useUserStore.getState().token], info);
  };
}

/**
 * A settings form: parse with the shared schema, call, store the fresh profile, say so, go back.
 * `check` may refuse locally (after setting a field error) before anything is sent.
 */
export function useSettingForm() {
  const t = useT();
  const msg = useMsg();
  // Back by the header's rule: a page opened directly (no history in the app) goes home, not off-site.
  const back = useBack({});
  const form = useFormErrors();
  const saved = useSaved();
  const [busy, setBusy] = useState(false);

  const submit =
    <T>(
      schema: ZodType<T>,
      values: () => unknown,
      call: (body: T) => Promise<UserInfo>,
      opts: { check?: () => boolean; done?: MessageKey } = {},
    ) =>
    async (e: FormEvent) => {
      e.preventDefault();
      const body = form.parse(schema, values());
      if (!body || (opts.check && !opts.check())) return;
      setBusy(true);
      try {
        saved(await call(body));
        Toast.show({ icon: 'success', content: msg(opts.done ?? 'profile.saved') });
        back();
      } catch (err) {
        form.fromError(err, t('error.request'));
      } finally {
        setBusy(false);
      }
    };

  return { form, busy, saved, submit };
}
