import type { FastifyRequest } from 'fastify';
import { normalizeLang, type Lang } from '../../shared/i18n.ts';

/** The caller's language: the `lang` header (spec §7), else Accept-Language, else English. */
export function requestLang(req: FastifyRequest): Lang {
  const header = req.headers.lang;
  if (typeof header === 'string' && header) return normalizeLang(header);
  const accept = req.headers['accept-language'];
  return normalizeLang(typeof accept === 'string' ? accept.split(',')[0] : undefined);
}
