import type { FieldError } from '../../shared/schemas/common.ts';

/** A failed call: `code` is the API code (or 0 for transport failures), `msg` is ready to show. */
export class ApiError extends Error {
  readonly code: number;
  readonly reason: string;
  readonly fields: FieldError[];
  readonly retryAfter: number | undefined;

  constructor(
    code: number,
    msg: string,
    data?: { reason?: string; fields?: FieldError[]; retryAfter?: number } | null,
  ) {
    super(msg);
    this.name = 'ApiError';
    this.code = code;
    this.reason = data?.reason ?? (code === 0 ? 'NETWORK' : 'REQUEST');
    this.fields = data?.fields ?? [];
    this.retryAfter = data?.retryAfter;
  }
}

export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.message) return err.message;
  return fallback;
}
