import { useQuery } from '@tanstack/react-query';
import type { Region } from '../../../shared/schemas/address.ts';
import { Field } from '../../app/field.tsx';
import { useT } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language-store.ts';
import { areasQuery, citiesQuery, countriesQuery } from '../api/regions-api.ts';

export interface RegionValues {
  country: string;
  area: string;
  city: string;
}

interface Props {
  values: RegionValues;
  errors: Record<string, string>;
  onChange: (patch: Partial<RegionValues>, field: keyof RegionValues) => void;
}

/**
 * Country, then area, then city, each a native select (the phone's own picker) filled from the
 * region API in the interface language. Where the data has no areas or cities the field becomes free
 * text, so every address in the world can be entered.
 */
export function RegionFields({ values, errors, onChange }: Props) {
  const t = useT();
  const lang = useLanguage((s) => s.language);
  const countries = useQuery(countriesQuery(lang));
  const areas = useQuery(areasQuery(values.country, lang));
  const areaCode = areas.data?.find((a) => a.name === values.area || a.code === values.area)?.code ?? '';
  const cities = useQuery(citiesQuery(values.country, areaCode, lang));

  return (
    <>
      <Field label={t('field.country')} error={errors.country}>
        <RegionSelect
          name="country"
          list={countries.data}
          loading={countries.isPending}
          value={values.country}
          valueOf={(r) => r.code}
          invalid={!!errors.country}
          placeholder={t('address.choose')}
          onChange={(country) => onChange({ country, area: '', city: '' }, 'country')}
        />
      </Field>
      <div className="vc-two">
        <Field label={t('field.area')} error={errors.area}>
          {values.country && (areas.isPending || (areas.data?.length ?? 0) > 0) ? (
            <RegionSelect
              name="area"
              list={areas.data}
              loading={areas.isPending}
              value={values.area}
              valueOf={(r) => r.name}
              invalid={!!errors.area}
              placeholder={t('address.choose')}
              onChange={(area) => onChange({ area, city: '' }, 'area')}
            />
          ) : (
            <TextInput
              name="area"
              value={values.area}
              invalid={!!errors.area}
              onChange={(area) => onChange({ area }, 'area')}
            />
          )}
        </Field>
        <Field label={t('field.city')} error={errors.city}>
          {areaCode && (cities.isPending || (cities.data?.length ?? 0) > 0) ? (
            <RegionSelect
              name="city"
              list={cities.data}
              loading={cities.isPending}
              value={values.city}
              valueOf={(r) => r.name}
              invalid={!!errors.city}
              placeholder={t('address.choose')}
              onChange={(city) => onChange({ city }, 'city')}
            />
          ) : (
            <TextInput
              name="city"
              value={values.city}
              invalid={!!errors.city}
              autoComplete="address-level2"
              onChange={(city) => onChange({ city }, 'city')}
            />
          )}
        </Field>
      </div>
    </>
  );
}

function RegionSelect({
  name,
  list,
  loading,
  value,
  valueOf,
  invalid,
  placeholder,
  onChange,
}: {
  name: string;
  list: Region[] | undefined;
  loading: boolean;
  value: string;
  valueOf: (r: Region) => string;
  invalid: boolean;
  placeholder: string;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const options = list ?? [];
  // A stored value the list does not hold (typed earlier, or another language) stays choosable.
  const known = value === '' || options.some((r) => valueOf(r) === value);
  return (
    <select
      className="vc-input vc-select"
      name={name}
      value={value}
      disabled={loading}
      aria-invalid={invalid ? true : undefined}
      onChange={(e) => onChange(e.target.value)}
    >
      <option value="">{loading ? t('common.loading') : placeholder}</option>
      {known ? null : <option value={value}>{value}</option>}
      {options.map((r) => (
        <option key={r.code} value={valueOf(r)}>
          {r.name}
        </option>
      ))}
    </select>
  );
}

function TextInput({
  name,
  value,
  invalid,
  autoComplete = 'address-level1',
  onChange,
}: {
  name: string;
  value: string;
  invalid: boolean;
  autoComplete?: string;
  onChange: (value: string) => void;
}) {
  return (
    <input
      className="vc-input"
      name={name}
      value={value}
      autoComplete={autoComplete}
      aria-invalid={invalid ? true : undefined}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
