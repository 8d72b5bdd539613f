import { Field } from '../../app/field.tsx';
import { useT } from '../../i18n/i18n.ts';

/** A 1-5 rating as five radio buttons (arrow keys move between them, as in any radio group). */
export function StarInput(props: {
  value: number;
  onValue: (n: number) => void;
  error?: string | undefined;
}) {
  const t = useT();
  const { value, onValue, error } = props;
  return (
    <Field label={t('stores.score')} error={error} group>
      <span className="vc-star-input" data-testid="store-score">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className={`vc-star-input__star${n <= value ? ' is-on' : ''}`}>
            <input
              className="vc-visually-hidden"
              type="radio"
              name="score"
              value={n}
              checked={value === n}
              aria-invalid={error ? true : undefined}
              onChange={() => onValue(n)}
            />
            <span aria-hidden>★</span>
            <span className="vc-visually-hidden">{t('stores.stars', { n })}</span>
          </label>
        ))}
      </span>
    </Field>
  );
}
