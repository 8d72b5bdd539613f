import type { FormInstance } from 'antd';
import { ApiError } from '../../api/api-error.ts';

/**
 * The form's values when every field is valid, else null. Ant Design already writes each field's
 * error beside it; its rejected promise, left to a click handler, would surface as a global error.
 */
export const validFields = <V>(form: FormInstance<V>): Promise<V | null> =>
  form.validateFields().catch(() => null);

/**
 * The API's 400 names fields (`data.fields`): show each beside its field. Answers whether any was.
 * A list's item is named by its index (`tiers.2.threshold`), which a form list's path holds as a number.
 */
export function showApiFieldErrors(form: FormInstance, err: unknown): boolean {
  if (!(err instanceof ApiError) || err.fields.length === 0) return false;
  const path = (field: string) => field.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p));
  form.setFields(err.fields.map((f) => ({ name: path(f.field), errors: [f.msg] })) as never);
  return true;
}
