import type { ReactNode } from 'react';

interface Props<T extends string> {
  label: string;
  options: readonly T[];
  value: T | null;
  /** The text shown for an option. */
  text: (option: T) => ReactNode;
  onSelect: (option: T) => void;
  /** Prefix of each option's test id (`${testId}-${option}`). */
  testId?: string;
  as?: 'div' | 'span';
}

/** A row of mutually exclusive buttons with radio semantics (gender, colour mode). */
export function Segment<T extends string>({
  label,
  options,
  value,
  text,
  onSelect,
  testId,
  as = 'div',
}: Props<T>) {
  const Tag = as;
  return (
    <Tag className="vc-segment" role="radiogroup" aria-label={label}>
      {options.map((o) => (
        <button
          key={o}
          type="button"
          role="radio"
          aria-checked={value === o}
          data-testid={testId ? `${testId}-${o}` : undefined}
          className={value === o ? 'is-active' : ''}
          onClick={() => onSelect(o)}
        >
          {text(o)}
        </button>
      ))}
    </Tag>
  );
}
