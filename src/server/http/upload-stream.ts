import { randomBytes } from 'node:crypto';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MessageKey } from '../../shared/messages/messages.ts';
import { AppError, badRequest } from './errors.ts';

/** Room for the multipart framing (boundaries, part headers, a text field or two) around the file. */
const FRAMING_BYTES = 64 * 1024;

const tooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'error.payloadTooLarge');

/**
 * Streams the one file of a multipart request to a new file in `dir` (never the whole file in
 * memory): 400 naming the field when the body is not multipart, has no such file, or is malformed
 * or cut off (the keys of `readUpload`); 413 when the file is larger than `maxBytes`, refused by
 * `Content-Length` before reading when the header already says so, else when the stream passes the
 * cap (the partial file is removed). The caller owns the file it gets and removes it when done.
 */
export async function saveUpload(
  req: FastifyRequest,
  field: string,
  maxBytes: number,
  dir: string,
  /** What a body that is not multipart is told ("upload an image" unless the caller says what). */
  kindKey: MessageKey = 'validation.image',
): Promise<{ path: string; bytes: number }> {
  if (!req.isMultipart()) throw badRequest(field, kindKey, 'NOT_MULTIPART');
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + FRAMING_BYTES) throw tooLarge();
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, `${randomBytes(12).toString('hex')}.part`);
  let written = false;
  try {
    // The route's cap replaces the app-wide multipart limit (deep-merged per call).
    const file = await req.file({ limits: { fileSize: maxBytes, files: 1 }, throwFileSizeLimit: false });
    if (!file || file.fieldname !== field) throw badRequest(field, 'validation.required', 'FILE_MISSING');
    written = true;
    // Opened before the copy starts: a stream that fails at once cannot create the file after the
    // clean-up below has run (a write stream opens its file asynchronously).
    const handle = await open(target, 'wx');
    await pipeline(file.file, handle.createWriteStream());
    if (file.file.truncated) throw tooLarge();
    return { path: target, bytes: (await stat(target)).size };
  } catch (err) {
    if (written) await rm(target, { force: true });
    if (err instanceof AppError) throw err;
    const status = (err as { statusCode?: number }).statusCode;
    // @fastify/multipart's own limits (413 and the like) keep their status.
    if (status !== undefined && status >= 400 && status < 500) throw err;
    throw badRequest(field, 'validation.multipart', 'MULTIPART_INVALID');
  }
}
