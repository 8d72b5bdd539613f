import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD = 1024;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /^(?:application\/json|text\/|application\/javascript|image\/svg\+xml)/;
const negotiator = new Negotiator<'br' | 'gzip'>({ supportedValues: ['br', 'gzip'] });

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (`q=0` refuses one), or null. */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  if (typeof header !== 'string' || header === '') return null;
  return negotiator.negotiate(header);
}

/** Quality 5 Brotli and level 6 gzip: most of the saving at a small share of the CPU of the maximum. */
export function compress(body: Buffer | string, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gz(body, { level: 6 });
}

/**
 * Compresses API answers (and any other text answer built in memory) above the threshold. Static files
 * are served precompressed by @fastify/static and the app shell is compressed once at start, so they
 * already carry `content-encoding` and pass through untouched.
 */
export function registerCompression(app: FastifyInstance) {
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (Buffer.byteLength(payload) < COMPRESS_THRESHOLD || reply.hasHeader('content-encoding'))
      return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    reply.header('vary', 'accept-encoding');
    const encoding = req.method === 'HEAD' ? null : acceptedEncoding(req.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return compress(payload, encoding);
  });
}
