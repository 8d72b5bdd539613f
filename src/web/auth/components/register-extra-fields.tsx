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
const AGREEMENTS = [
  { field: 'agreeUser', text: 'register.agreeUser', link: '/agreement/user' },
  { field: 'agreePrivacy', text: 'register.agreePrivacy', link: '/agreement/privacy' },
] as const;

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
      {AGREEMENTS.map(({ field, text, link }) => (
        <label className="vc-check" key={field}>
          <input
            type="checkbox"
            name={field}
            checked={values[field]}
            onChange={(e) => onChange({ [field]: e.target.checked }, field)}
          />
          <span>
            <TextWithLinks text={t(text)} links={{ link }} />
          </span>
        </label>
      ))}
      <FormError message={errors.agreeUser ?? errors.agreePrivacy ?? ''} />
    </>
  );
}
