import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isMessageKey, translate, type MessageKey } from '../../shared/messages/messages.ts';
import type { Lang } from '../../shared/i18n.ts';
import { isDatabaseUnavailable } from '../db/faults.ts';
import { AppError, type FieldProblem } from './errors.ts';
import { requestLang } from './lang.ts';

interface ZodIssueParams {
  code?: string;
  input?: unknown;
  maximum?: number | bigint;
  minimum?: number | bigint;
  origin?: string;
  /** Custom issues carry their numbers here (`{min, max}`). */
  params?: Record<string, unknown>;
}

function issueToProblem(field: string, message: string, issue: ZodIssueParams): FieldProblem {
  const params: Record<string, string | number> = {};
  if (issue.maximum !== undefined) params.max = Number(issue.maximum);
  if (issue.minimum !== undefined) params.min = Number(issue.minimum);
  for (const [k, v] of Object.entries(issue.params ?? {})) if (typeof v === 'number') params[k] = v;
  if (isMessageKey(message)) return { field, key: message, params };
  let key: MessageKey = 'validation.invalid';
  if (issue.code === 'invalid_type' && issue.input === undefined) key = 'validation.required';
  else if (issue.code === 'too_big') key = 'validation.tooLong';
  else if (issue.code === 'too_small') key = params.min === 1 ? 'validation.required' : 'validation.tooShort';
  else if (issue.code === 'invalid_value') key = 'validation.choice';
  return { field, key, params };
}

function fieldsFor(lang: Lang, problems: FieldProblem[]) {
  return problems.map((p) => ({ field: p.field, key: p.key, msg: translate(lang, p.key, p.params) }));
}

function send(reply: FastifyReply, status: number, msg: string, data: Record<string, unknown>) {
  return reply.code(status).type('application/json; charset=utf-8').send({ code: status, msg, data });
}

const GENERIC: Record<number, { key: MessageKey; reason: string }> = {
  400: { key: 'error.badRequest', reason: 'BAD_REQUEST' },
  401: { key: 'error.unauthorized', reason: 'UNAUTHORIZED' },
  403: { key: 'error.forbidden', reason: 'FORBIDDEN' },
  404: { key: 'error.notFound', reason: 'NOT_FOUND' },
  406: { key: 'error.unsupportedMedia', reason: 'NOT_ACCEPTABLE' },
  413: { key: 'error.payloadTooLarge', reason: 'PAYLOAD_TOO_LARGE' },
  415: { key: 'error.unsupportedMedia', reason: 'UNSUPPORTED_MEDIA_TYPE' },
  429: { key: 'error.tooManyRequests', reason: 'RATE_LIMITED' },
  503: { key: 'error.unavailable', reason: 'UNAVAILABLE' },
};

/** Seconds a client should wait before trying again while the database is out of reach. */
const DATABASE_RETRY_SECONDS = 2;

export function handleError(error: FastifyError | AppError, req: FastifyRequest, reply: FastifyReply) {
  const lang = requestLang(req);
  if (!(error instanceof AppError) && isDatabaseUnavailable(error)) {
    // A blip or an outage, not a bug: one line, no stack, and a 503 the client may retry.
    req.log.warn({ reason: error.message }, 'database unavailable');
    error = new AppError(503, 'DATABASE_UNAVAILABLE', 'error.tryAgainShortly', {
      retryAfter: DATABASE_RETRY_SECONDS,
      params: { seconds: DATABASE_RETRY_SECONDS },
    });
  }
  if (error instanceof AppError) {
    if (error.statusCode >= 500 && error.statusCode !== 503)
      req.log.error({ err: error }, 'application error');
    if (error.options.retryAfter !== undefined) reply.header('retry-after', String(error.options.retryAfter));
    return send(reply, error.statusCode, translate(lang, error.key, error.options.params), {
      reason: error.reason,
      ...(error.options.fields ? { fields: fieldsFor(lang, error.options.fields) } : {}),
      ...(error.options.retryAfter !== undefined ? { retryAfter: error.options.retryAfter } : {}),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const part = error.validationContext ?? 'body';
    const problems = error.validation.map((v) => {
      const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
      // The whole body (or query) is wrong: an array, a string, null or nothing where an object belongs.
      if (field === '') return { field: part, key: 'validation.body' as const, params: {} };
      return issueToProblem(field, v.message ?? '', v.params);
    });
    return send(reply, 400, translate(lang, 'error.badRequest'), {
      reason: 'VALIDATION',
      fields: fieldsFor(lang, problems),
    });
  }
  if (isResponseSerializationError(error)) {
    req.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
    return send(reply, 500, translate(lang, 'error.internal'), { reason: 'INTERNAL' });
  }
  const status = error.statusCode ?? 500;
  if (status >= 500 || status < 400) {
    req.log.error({ err: error }, 'unhandled error');
    return send(reply, 500, translate(lang, 'error.internal'), { reason: 'INTERNAL' });
  }
  // Any other 4xx (412 and 416 from static files, ...) keeps its status in the envelope.
  const generic = GENERIC[status] ?? { key: 'error.requestRejected', reason: reasonOf(status) };
  const seconds = Number(reply.getHeader('retry-after') ?? 60);
  return send(reply, status, translate(lang, generic.key, { seconds }), {
    reason: error.code && status === 400 ? error.code.replace(/^FST_ERR_/, '') : generic.reason,
    // A 400 Fastify raises itself is about the body as a whole (malformed JSON and the like).
    ...(status === 400 ? { fields: fieldsFor(lang, [{ field: 'body', key: 'validation.body' }]) } : {}),
  });
}

/** `Precondition Failed` -> `PRECONDITION_FAILED`. */
const reasonOf = (status: number) =>
  (STATUS_CODES[status] ?? 'Bad Request').toUpperCase().replace(/\W+/g, '_');

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler(handleError);
}

/**
 * Requests Node cannot parse (a request line or headers over 16 KB, malformed HTTP) never reach a
 * route: answer them in the envelope too, in English since no header could be read.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return socket.destroy();
  const status =
    err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const key: MessageKey = status === 431 ? 'error.headersTooLarge' : 'error.requestRejected';
  const body = JSON.stringify({
    code: status,
    msg: translate('en_US', key),
    data: { reason: reasonOf(status) },
  });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
