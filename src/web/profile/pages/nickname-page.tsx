import Toast from 'antd-mobile/es/components/toast';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { NICKNAME_MAX } from '../../../shared/limits.ts';
import { NickNameUpdateSchema } from '../../../shared/schemas/profile.ts';
import { Field, FormError } from '../../app/field.tsx';
import { useFormErrors } from '../../app/use-form-errors.ts';
import { useUserStore } from '../../auth/user-store.ts';
import { useMsg, useT } from '../../i18n/i18n.ts';
import { updateNickName } from '../api/profile-api.ts';
import { useSaved } from '../use-saved.ts';

export default function NickNamePage() {
  const t = useT();
  const msg = useMsg();
  const navigate = useNavigate();
  const current = useUserStore((s) => s.userInfo.nickName ?? '');
  const [nickName, setNickName] = useState(current);
  const [busy, setBusy] = useState(false);
  const form = useFormErrors();
  const saved = useSaved();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = form.parse(NickNameUpdateSchema, { nickName });
    if (!body) return;
    setBusy(true);
    try {
      saved(await updateNickName(body.nickName));
      Toast.show({ icon: 'success', content: msg('profile.saved') });
      void navigate(-1);
    } catch (err) {
      form.fromError(err, t('error.request'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="vc-card" onSubmit={(e) => void submit(e)} noValidate>
      <Field
        label={t('field.nickName')}
        error={form.errors.nickName}
        hint={t('nickName.hint', { max: NICKNAME_MAX })}
      >
        <input
          className="vc-input"
          name="nickName"
          autoComplete="nickname"
          maxLength={NICKNAME_MAX}
          placeholder={t('field.nickNamePlaceholder')}
          value={nickName}
          onChange={(e) => {
            setNickName(e.target.value);
            form.clear('nickName');
          }}
          aria-invalid={form.errors.nickName ? true : undefined}
        />
      </Field>
      <FormError message={form.formError} />
      <button className="vc-button vc-button--primary vc-button--block" type="submit" disabled={busy}>
        {t('common.save')}
      </button>
    </form>
  );
}
