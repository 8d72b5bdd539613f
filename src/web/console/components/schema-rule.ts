import type { FormRule } from 'antd';
import type { ZodType } from 'zod';
import { translate } from '../../i18n/translator.ts';

/** A zod issue's text in the admin's language: our message keys, else "not valid". */
function issueText(issue: { message: string } & Record<string, unknown>): string {
  const key = issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
  return translate('msg', key, { max: Number(issue.maximum), min: Number(issue.minimum) });
}

/**
 * An Ant Design form rule that checks the whole form with the API's own schema (shared with the
 * server) and reports the issue of this field, if any. `toBody` turns the form's values into the body
 * the API receives.
 */
export function schemaRule(schema: ZodType, toBody: (values: never) => unknown): FormRule {
  return ({ getFieldsValue }) => ({
    validator: (rule) =>
      checkField(schema, toBody(getFieldsValue(true) as never), (rule as { field?: string }).field),
  });
}

/** The schema's verdict on one field of a body (a form list's rule calls it with the whole form). */
export function checkField(schema: ZodType, body: unknown, field = ''): Promise<void> {
  const parsed = schema.safeParse(body);
  if (parsed.success) return Promise.resolve();
  const issue = parsed.error.issues.find((i) => i.path.join('.') === field);
  return issue ? Promise.reject(new Error(issueText(issue as never))) : Promise.resolve();
}
