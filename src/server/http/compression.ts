import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
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

/**
 * Answers up to this size are compressed on the request's own thread. Handing a small answer to the
 * thread pool costs several times the compression itself (about 240 µs of CPU against 46 µs for a
 * 2 KB article, docs/decisions/119); a large one would hold the event loop too long.
 */
export const COMPRESS_INLINE_LIMIT = 64 * 1024;

/**
 * Quality 5 Brotli and level 6 gzip: most of the saving at a small share of the CPU of the maximum.
 * The size hint lets Brotli size its window to the answer.
 */
export function compress(body: Buffer | string, encoding: Encoding): Promise<Buffer> {
  const size = Buffer.byteLength(body);
  if (encoding === 'gzip') {
    return size <= COMPRESS_INLINE_LIMIT
      ? Promise.resolve(gzipSync(body, { level: 6 }))
      : gz(body, { level: 6 });
  }
  const options = {
    params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: size },
  };
  return size <= COMPRESS_INLINE_LIMIT
    ? Promise.resolve(brotliCompressSync(body, options))
    : brotli(body, options);
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
