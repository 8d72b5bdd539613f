import { ApiError } from '../../api/api-error.ts';

/**
 * What to say when a people action fails: the server's own sentence for a refusal the member can
 * understand (blocked, not allowed, bad input), else the spec's short message (§8, e.g. "Follow failed").
 */
export function failureText(err: unknown, fallback: string): string {
  if (err instanceof ApiError && [400, 403, 404, 409].includes(err.code) && err.message) return err.message;
  return fallback;
}
