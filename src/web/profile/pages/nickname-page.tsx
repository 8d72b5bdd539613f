import { useState } from 'react';
import { NICKNAME_MAX } from '../../../shared/limits.ts';
import { NickNameUpdateSchema } from '../../../shared/schemas/profile.ts';
import { Field, FormError } from '../../app/field.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { updateNickName } from '../api/profile-api.ts';
import { useSettingForm } from '../use-saved.ts';

export default function NickNamePage() {
  const t = useT();
  const current = useUserStore((s) => s.userInfo.nickName ?? '');
  const [nickName, setNickName] = useState(current);
  const { form, busy, submit } = useSettingForm();
  const onSubmit = submit(
    NickNameUpdateSchema,
    () => ({ nickName }),
    (body) => updateNickName(body.nickName),
  );

  return (
    <form className="vc-card" onSubmit={(e) => void onSubmit(e)} noValidate>
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
