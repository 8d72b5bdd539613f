import type { ReactNode } from 'react';

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
