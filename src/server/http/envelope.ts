import type { FastifyRequest } from 'fastify';
import { translate, type MessageKey } from '../../shared/messages/messages.ts';
import { requestLang } from './lang.ts';

/** The success envelope, with `msg` in the caller's language. */
export function ok<T>(req: FastifyRequest, data: T, key: MessageKey = 'ok') {
  return { code: 200, msg: translate(requestLang(req), key), data };
}
