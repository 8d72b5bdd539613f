import type { InputHTMLAttributes, ReactNode } from 'react';

/** A labelled text input that shows its field error and marks itself invalid. */
export function TextField({
  label,
  error,
  onValue,
  ...input
}: {
  label: string;
  error?: string | undefined;
  onValue: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'>) {
  return (
    <Field label={label} error={error}>
      <input
        className="vc-input"
        onChange={(e) => onValue(e.target.value)}
        aria-invalid={error ? true : undefined}
        {...input}
      />
    </Field>
  );
}

export function Field({
  label,
  error,
  hint,
  children,
  group = false,
}: {
  /** A set of buttons rather than one input: a labelled group, since a <label> names only one control. */
  group?: boolean;
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}) {
  const Tag = group ? 'div' : 'label';
  return (
    <Tag className="vc-field" {...(group ? { role: 'group', 'aria-label': label } : {})}>
      <span className="vc-field__label">{label}</span>
      {children}
      {error ? (
        <span className="vc-field__error" role="alert">
          {error}
        </span>
      ) : hint ? (
        <span className="vc-field__hint">{hint}</span>
      ) : null}
    </Tag>
  );
}

export function FormError({ message }: { message: string }) {
  if (!message) return null;
  return (
    <p className="vc-field__error" role="alert" style={{ margin: '0 0 12px' }}>
      {message}
    </p>
  );
}
