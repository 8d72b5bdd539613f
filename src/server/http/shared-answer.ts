import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MessageKey } from '../../shared/messages/messages.ts';
import { acceptedEncoding, COMPRESS_THRESHOLD, compress } from './compression.ts';
import { ok } from './envelope.ts';
import { requestLang } from './lang.ts';

/** A shared object's answers: the envelope's text by language, its compressed bytes by language and encoding. */
const answers = new WeakMap<object, Map<string, string | Promise<Buffer>>>();

/**
 * Sends `data` (an object many readers share: a feed page or a published article from the read
 * cache) in the success envelope, serialised once per language and compressed once per encoding for
 * as long as that object lives. The read cache replaces the object on every write and on expiry, so
 * the bytes go with it and nothing needs clearing here (docs/decisions/091). Call it only with the
 * shared object itself: a copy made per request would be serialised each time, as before, and kept
 * in vain until it is collected.
 *
 * The route's own serialiser writes the text, so the answer is the one `return ok(req, data)` gives.
 * With response encryption on, compression is left to the hooks (they encrypt first).
 */
export function sharedAnswers(config: { encryptResponses: boolean }) {
  return async (req: FastifyRequest, reply: FastifyReply, data: object, key?: MessageKey) => {
    let byKey = answers.get(data);
    if (!byKey) {
      byKey = new Map();
      answers.set(data, byKey);
    }
    const lang = requestLang(req);
    let text = byKey.get(lang) as string | undefined;
    if (text === undefined) {
      // The route's compiled serialiser: a string (a Buffer or stream only for other payloads).
      text = reply.serialize(ok(req, data, key)) as string;
      byKey.set(lang, text);
    }
    reply.type('application/json; charset=utf-8');
    const encoding = req.method === 'HEAD' ? null : acceptedEncoding(req.headers['accept-encoding']);
    // Small answers, identity and encrypted ones: the compression hook does as it always does.
    if (config.encryptResponses || !encoding || Buffer.byteLength(text) < COMPRESS_THRESHOLD)
      return reply.send(text);
    const id = `${lang}:${encoding}`;
    let bytes = byKey.get(id) as Promise<Buffer> | undefined;
    if (!bytes) {
      const made = compress(text, encoding);
      const kept = byKey;
      made.catch(() => kept.get(id) === made && kept.delete(id));
      byKey.set(id, made);
      bytes = made;
    }
    const body = await bytes;
    return reply.header('vary', 'accept-encoding').header('content-encoding', encoding).send(body);
  };
}
