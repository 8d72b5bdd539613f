import { useId } from 'react';
import { countChars } from '../../../shared/content/words.ts';
import { OPINION_MAX } from '../../../shared/schemas/reviews.ts';
import { useT } from '../../i18n/i18n.ts';

/** A review text box with a live counter (read out politely) and its field error. */
export function OpinionField({
  label,
  value,
  onChange,
  error,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  testId: string;
}) {
  const t = useT();
  const id = useId();
  const count = countChars(value.trim());
  const over = count > OPINION_MAX;
  return (
    <div className="vc-field">
      <label className="vc-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="vc-input vc-review-textarea"
        rows={4}
        value={value}
        aria-invalid={over || error ? true : undefined}
        aria-describedby={`${id}-count`}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
      <span id={`${id}-count`} className={`vc-review-counter${over ? ' is-over' : ''}`} aria-live="polite">
        <span aria-hidden>
          {count}/{OPINION_MAX}
        </span>
        <span className="vc-visually-hidden">{t('reviews.counter', { count, max: OPINION_MAX })}</span>
      </span>
      {error ? (
        <span className="vc-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
