import { Field } from '../../app/field.tsx';
import { useT } from '../../i18n/i18n.ts';

/** One step of the cascading pickers: a labelled native select (keyboard and screen-reader friendly). */
export function PickerSelect({
  label,
  value,
  options,
  onChange,
  disabled,
  loading,
  error,
  emptyLabel,
  testId,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  disabled: boolean;
  loading: boolean;
  error?: string | undefined;
  /** The text of the "nothing chosen" option. */
  emptyLabel?: string | undefined;
  testId: string;
}) {
  const t = useT();
  // A stored choice whose list has not arrived yet still shows as chosen (not as "Choose…").
  const known = value === '' || options.some((o) => o.value === value);
  return (
    <Field label={label} error={error}>
      <select
        className="vc-input vc-select"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-busy={loading || undefined}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      >
        <option value="">{loading ? t('common.loading') : (emptyLabel ?? t('reviews.choose'))}</option>
        {known ? null : <option value={value}>{loading ? t('common.loading') : value}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Field>
  );
}
