import Toast from 'antd-mobile/es/components/toast';
import { useState } from 'react';
import { GENDERS } from '../../../shared/schemas/auth.ts';
import { ProfileUpdateSchema } from '../../../shared/schemas/profile.ts';
import { errorMessage } from '../../api/api-error.ts';
import { Field, FormError } from '../../app/field.tsx';
import { useFormValues } from '../../app/use-form-values.tsx';
import { Segment } from '../../app/segment.tsx';
import { useUserStore } from '../../auth/user-store.ts';
import { useT } from '../../i18n/i18n.ts';
import { updateUserProfile, uploadAvatar } from '../api/profile-api.ts';
import { UserAvatar } from '../components/avatar.tsx';
import { BackImgEdit } from '../components/back-img-edit.tsx';
import { PicturePicker } from '../components/picture-picker.tsx';
import { useSettingForm } from '../use-saved.ts';

export default function EditInfoPage() {
  const t = useT();
  const info = useUserStore((s) => s.userInfo);
  const { form, busy, saved, submit } = useSettingForm();
  const {
    values,
    set,
    textField: text,
  } = useFormValues(
    {
      firstName: info.firstName ?? '',
      lastName: info.lastName ?? '',
      gender: info.gender ?? null,
      career: info.career ?? '',
      phone: info.phone ?? '',
    },
    form,
  );
  const [avatar, setAvatar] = useState(info.avatarUrl ?? null);
  const [uploading, setUploading] = useState(false);

  const onFile = async (file: File) => {
    setUploading(true);
    try {
      const { avatarUrl } = await uploadAvatar(file);
      setAvatar(avatarUrl);
      const current = useUserStore.getState().userInfo;
      if (current.createdAt) saved({ ...(current as Parameters<typeof saved>[0]), avatarUrl });
      Toast.show({ icon: 'success', content: t('editInfo.avatarSaved') });
    } catch (err) {
      Toast.show({ content: errorMessage(err, t('error.request')) });
    } finally {
      setUploading(false);
    }
  };

  const onSubmit = submit(ProfileUpdateSchema, () => values, updateUserProfile);

  return (
    <form className="vc-stack" onSubmit={(e) => void onSubmit(e)} noValidate>
      <section className="vc-card vc-avatar-edit">
        <UserAvatar url={avatar} name={info.nickName || info.email || ''} size={80} />
        <div>
          <strong>{t('editInfo.avatar')}</strong>
          <p className="vc-field__hint">{t('editInfo.avatarHint')}</p>
          <PicturePicker
            label={t('editInfo.changeAvatar')}
            busy={uploading}
            testId="avatar-file"
            onPick={onFile}
          />
        </div>
      </section>
      <BackImgEdit />
      <section className="vc-card">
        <div className="vc-two">
          {text('firstName', t('field.firstName'), { autoComplete: 'given-name' })}
          {text('lastName', t('field.lastName'), { autoComplete: 'family-name' })}
        </div>
        <Field group label={t('field.gender')} error={form.errors.gender}>
          <Segment
            as="span"
            label={t('field.gender')}
            options={GENDERS}
            value={values.gender}
            text={(g) => t(`gender.${g}`)}
            onSelect={(g) => set({ gender: values.gender === g ? null : g }, 'gender')}
          />
        </Field>
        {text('career', t('field.career'), { autoComplete: 'organization-title' })}
        {text('phone', t('field.phone'), { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        <FormError message={form.formError} />
        <button className="vc-button vc-button--primary vc-button--block" type="submit" disabled={busy}>
          {t('common.save')}
        </button>
      </section>
    </form>
  );
}
