import type { FieldError } from '../../shared/schemas/common.ts';
import type { MessageKey } from '../../shared/messages/messages.ts';

export interface FieldProblem {
  field: string;
  key: MessageKey;
  params?: Record<string, string | number>;
}

/**
 * An expected failure with a status, a stable machine `reason` and a message key translated
 * into the caller's language when the answer is written.
 */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly reason: string,
    public readonly key: MessageKey,
    public readonly options: {
      params?: Record<string, string | number>;
      fields?: FieldProblem[];
      retryAfter?: number;
    } = {},
  ) {
    super(reason);
  }
}

export const badRequest = (
  field: string,
  key: MessageKey,
  reason = 'VALIDATION',
  params?: Record<string, string | number>,
) => new AppError(400, reason, key, { fields: [{ field, key, params }], params });

export const unauthorized = () => new AppError(401, 'UNAUTHORIZED', 'error.unauthorized');
export const notFound = () => new AppError(404, 'NOT_FOUND', 'error.notFound');
export const conflict = (reason: string, key: MessageKey, field?: string) =>
  new AppError(409, reason, key, field ? { fields: [{ field, key }] } : {});
export const tooMany = (reason: string, key: MessageKey, retryAfter: number) =>
  new AppError(429, reason, key, { params: { seconds: retryAfter }, retryAfter });

export type { FieldError };
