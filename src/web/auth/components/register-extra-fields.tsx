import { isoDay } from '../../../shared/age.ts';
import { Field, FormError } from '../../app/field.tsx';
import { useT } from '../../i18n/i18n.ts';
import { TextWithLinks } from './trans-links.tsx';

export interface ExtraValues {
  birthday: string;
  nickName: string;
  agreeUser: boolean;
  agreePrivacy: boolean;
}

/** Birthday, nickname and both agreements: shared by email and Facebook sign-up. */
export function RegisterExtraFields({
  values,
  onChange,
  errors,
}: {
  values: ExtraValues;
  onChange: (patch: Partial<ExtraValues>, field: keyof ExtraValues) => void;
  errors: Record<string, string>;
}) {
  const t = useT();
  return (
    <>
      <Field label={t('field.birthday')} error={errors.birthday}>
        <input
          className="vc-input"
          type="date"
          name="birthday"
          min="1900-01-01"
          max={isoDay()}
          value={values.birthday}
          onChange={(e) => onChange({ birthday: e.target.value }, 'birthday')}
          aria-invalid={errors.birthday ? true : undefined}
        />
      </Field>
      <Field label={t('field.nickNameOptional')} error={errors.nickName}>
        <input
          className="vc-input"
          name="nickName"
          autoComplete="nickname"
          placeholder={t('field.nickNamePlaceholder')}
          value={values.nickName}
          onChange={(e) => onChange({ nickName: e.target.value }, 'nickName')}
        />
      </Field>
      <label className="vc-check">
        <input
          type="checkbox"
          name="agreeUser"
          checked={values.agreeUser}
          onChange={(e) => onChange({ agreeUser: e.target.checked }, 'agreeUser')}
        />
        <span>
          <TextWithLinks text={t('register.agreeUser')} links={{ link: '/agreement/user' }} />
        </span>
      </label>
      <label className="vc-check">
        <input
          type="checkbox"
          name="agreePrivacy"
          checked={values.agreePrivacy}
          onChange={(e) => onChange({ agreePrivacy: e.target.checked }, 'agreePrivacy')}
        />
        <span>
          <TextWithLinks text={t('register.agreePrivacy')} links={{ link: '/agreement/privacy' }} />
        </span>
      </label>
      <FormError message={errors.agreeUser ?? errors.agreePrivacy ?? ''} />
    </>
  );
}
