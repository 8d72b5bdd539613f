import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localPublicRoot } from '../infra/storage.local.ts';
import { keyOfUrl, PUBLIC_PREFIX, type ByteRange, type Storage } from '../infra/storage.ts';

// Media keys are never reused: a new upload gets a new name.
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Public media at `/obs/<key>` on both backends (docs/decisions/082): the local folder through
 * @fastify/static; a bucket either redirected to `MEDIA_PUBLIC_URL` (a CDN) or streamed by the app
 * with range requests (a video's seek bar needs them) and validators.
 */
export async function registerMedia(app: FastifyInstance, storage: Storage, dataDir: string): Promise<void> {
  if (storage.kind === 'local') {
    const root = localPublicRoot(dataDir);
    mkdirSync(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: PUBLIC_PREFIX,
      decorateReply: false,
      index: false,
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('cache-control', IMMUTABLE);
        res.setHeader('x-content-type-options', 'nosniff');
      },
    });
    return;
  }
  app.get(`${PUBLIC_PREFIX}*`, { logLevel: 'warn' }, (req, reply) => serveObject(storage, req, reply));
}

async function serveObject(storage: Storage, req: FastifyRequest, reply: FastifyReply) {
  const key = keyOfUrl(req.url.split('?')[0] ?? '');
  if (key === null) return reply.callNotFound();
  if (storage.publicBase) {
    // A CDN in front of the bucket's public area: the browser fetches from there.
    return reply
      .header('cache-control', 'public, max-age=86400')
      .redirect(`${storage.publicBase}/${key}`, 302);
  }
  const header = req.headers.range;
  let range: ByteRange | undefined;
  if (header) {
    const stat = await storage.public.stat(key);
    if (!stat) return reply.callNotFound();
    const asked = parseRange(header, stat.size);
    if (asked === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${stat.size}`).send();
    }
    range = asked ?? undefined;
  }
  const object = await storage.public.open(key, range);
  if (!object) return reply.callNotFound();
  if (object.etag && req.headers['if-none-match'] === object.etag) {
    object.body.destroy();
    return reply.code(304).header('etag', object.etag).header('cache-control', IMMUTABLE).send();
  }
  reply
    .header('cache-control', IMMUTABLE)
    .header('x-content-type-options', 'nosniff')
    .header('accept-ranges', 'bytes')
    .header('last-modified', object.modifiedAt.toUTCString())
    .type(object.contentType ?? 'application/octet-stream');
  if (object.etag) reply.header('etag', object.etag);
  if (object.range) {
    const { start, end } = object.range;
    reply
      .code(206)
      .header('content-range', `bytes ${start}-${end}/${object.size}`)
      .header('content-length', end - start + 1);
  } else {
    reply.header('content-length', object.size);
  }
  return reply.send(object.body);
}

/**
 * One `bytes=` range of `size` bytes: `a-b`, `a-` or `-n` (the last n). Null: answer the whole
 * object (no range, several ranges, or a form we do not serve); 'unsatisfiable': 416.
 */
export function parseRange(header: string, size: number): ByteRange | null | 'unsatisfiable' {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m) return null;
  const [, a = '', b = ''] = m;
  if (a === '' && b === '') return null;
  if (a === '') {
    const n = Number(b);
    if (n === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(a);
  if (start >= size) return 'unsatisfiable';
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (end < start) return null;
  return { start, end };
}
