import { useState } from 'react';
import { TextField } from './field.tsx';

/**
 * A form's values with the usual wiring: `set` changes fields and clears their error, `textField`
 * renders a labelled text input for one field.
 */
export function useFormValues<V extends Record<string, unknown>>(
  initial: V,
  form: { errors: Record<string, string>; clear: (field: string) => void },
) {
  const [values, setValues] = useState(initial);
  const set = (patch: Partial<V>, field: string) => {
    setValues((v) => ({ ...v, ...patch }));
    form.clear(field);
  };
  const textField = (name: keyof V & string, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      label={label}
      error={form.errors[name]}
      name={name}
      value={String(values[name] ?? '')}
      onValue={(v) => set({ [name]: v } as Partial<V>, name)}
      {...extra}
    />
  );
  return { values, set, textField };
}
