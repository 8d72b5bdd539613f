import { countChars } from '../../../shared/content/words.ts';
import { Field } from '../../app/field.tsx';
import { useT } from '../../i18n/i18n.ts';

/** A labelled textarea with a live character counter (counted as the server counts). */
export function TextAreaField(props: {
  label: string;
  name: string;
  value: string;
  max: number;
  error?: string | undefined;
  hint?: string | undefined;
  rows?: number;
  onValue: (value: string) => void;
}) {
  const t = useT();
  const count = countChars(props.value.trim());
  return (
    <Field label={props.label} error={props.error} hint={props.hint}>
      <textarea
        className="vc-input vc-support-textarea"
        name={props.name}
        rows={props.rows ?? 5}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        onChange={(e) => props.onValue(e.target.value)}
      />
      <span className={count > props.max ? 'vc-support-count is-over' : 'vc-support-count'} aria-hidden>
        {t('support.chars', { count, max: props.max })}
      </span>
    </Field>
  );
}
