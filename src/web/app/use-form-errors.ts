import { useState } from 'react';
import type { ZodType } from 'zod';
import { ApiError } from '../api/api-error.ts';
import { currentLang, zodFieldErrors } from '../i18n/i18n.ts';

/**
 * Field errors of a form: from the shared zod schema before sending, from `data.fields` after.
 * Returns the parsed value, or null when something is shown under a field.
 */
export function useFormErrors() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');

  function parse<T>(schema: ZodType<T>, values: unknown): T | null {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      setFormError('');
      return result.data;
    }
    setErrors(zodFieldErrors(result.error, currentLang()));
    return null;
  }

  /** Shows a failed call: under its fields when the API named them, else above the button. */
  function fromError(err: unknown, fallback: string): void {
    if (err instanceof ApiError && err.fields.length > 0) {
      setErrors(Object.fromEntries(err.fields.map((f) => [f.field, f.msg])));
      setFormError('');
      return;
    }
    setFormError(err instanceof ApiError ? err.message : fallback);
  }

  const clear = (field: string) => {
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  return { errors, setErrors, formError, setFormError, parse, fromError, clear };
}
