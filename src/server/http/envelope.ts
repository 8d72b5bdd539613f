import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { translate, type MessageKey } from '../../shared/messages/messages.ts';
import { requestLang } from './lang.ts';

/** The success envelope, with `msg` in the caller's language. */
export function ok<T>(req: FastifyRequest, data: T, key: MessageKey = 'ok') {
  return { code: 200, msg: translate(requestLang(req), key), data };
}

/**
 * For answers that depend only on a key and the language (policy texts): the envelope is validated
 * against `schema` and serialised once, then sent as text, skipping per-request serialisation.
 */
export function cachedAnswers(schema: z.ZodType) {
  const cache = new Map<string, string>();
  return (req: FastifyRequest, reply: FastifyReply, key: string, build: () => unknown) => {
    const id = `${requestLang(req)}:${key}`;
    let body = cache.get(id);
    if (body === undefined) {
      body = JSON.stringify(schema.parse(ok(req, build())));
      cache.set(id, body);
    }
    return reply.type('application/json; charset=utf-8').send(body);
  };
}
