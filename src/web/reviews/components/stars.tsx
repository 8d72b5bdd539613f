import { StarFill, StarOutline } from 'antd-mobile-icons';
import { useT } from '../../i18n/i18n.ts';

const SCORES = [1, 2, 3, 4, 5] as const;

/** A score shown as five stars; read out as "4 out of 5 stars". */
export function Stars({ score, size = 14 }: { score: number; size?: number }) {
  const t = useT();
  return (
    <span
      className="vc-stars"
      role="img"
      aria-label={t('reviews.scoreOf', { score })}
      style={{ fontSize: size }}
    >
      {SCORES.map((s) =>
        s <= Math.round(score) ? <StarFill key={s} aria-hidden /> : <StarOutline key={s} aria-hidden />,
      )}
    </span>
  );
}

/** The overall score picker: five radio buttons, each named with its score. */
export function StarInput({
  value,
  onChange,
  label,
  error,
}: {
  value: number;
  onChange: (score: number) => void;
  label: string;
  error?: string | undefined;
}) {
  const t = useT();
  return (
    <div className="vc-field" role="group" aria-label={label}>
      <span className="vc-field__label">{label}</span>
      <div className="vc-star-input" role="radiogroup" aria-label={label}>
        {SCORES.map((s) => (
          <button
            key={s}
            type="button"
            role="radio"
            aria-checked={value === s}
            aria-label={t('reviews.scoreOf', { score: s })}
            className={s <= value ? 'is-on' : ''}
            onClick={() => onChange(s)}
            data-testid={`review-score-${s}`}
          >
            {s <= value ? <StarFill aria-hidden /> : <StarOutline aria-hidden />}
          </button>
        ))}
        <span className="vc-muted" aria-hidden>
          {value > 0 ? `${value}/5` : ''}
        </span>
      </div>
      {error ? (
        <span className="vc-field__error" role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
