import type { ReactNode } from 'react';

export function Field({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
  children: ReactNode;
}) {
  return (
    <label className="vc-field">
      <span className="vc-field__label">{label}</span>
      {children}
      {error ? (
        <span className="vc-field__error" role="alert">
          {error}
        </span>
      ) : hint ? (
        <span className="vc-field__hint">{hint}</span>
      ) : null}
    </label>
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
