import { randomBytes } from 'node:crypto';
import { mkdir, open, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../http/errors.ts';

/** Room for the multipart framing and the text fields around the file. */
const FRAMING_BYTES = 64 * 1024;
const tooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'error.payloadTooLarge');

/**
 * A multipart body with text fields and one `file`, in any order: the file is streamed to a new file
 * in `dir` (never whole in memory), the fields are returned as text. 400 naming `file` when it is
 * missing or the body is broken, 413 past `maxBytes` (the partial file removed). `saveUpload` keeps
 * only the file, hence this reader. The caller owns and removes the file.
 */
export async function readTrackUpload(
  req: FastifyRequest,
  maxBytes: number,
  dir: string,
): Promise<{ fields: Record<string, string>; file: { path: string; bytes: number } }> {
  if (!req.isMultipart()) throw badRequest('file', 'reels.notAudio', 'NOT_MULTIPART');
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes + FRAMING_BYTES) throw tooLarge();
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, `${randomBytes(12).toString('hex')}.part`);
  const fields: Record<string, string> = {};
  let saved = false;
  try {
    const parts = req.parts({ limits: { fileSize: maxBytes, files: 1, fields: 10 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || saved) {
        part.file.resume();
        continue;
      }
      saved = true;
      const handle = await open(target, 'wx');
      await pipeline(part.file, handle.createWriteStream());
      if (part.file.truncated) throw tooLarge();
    }
    if (!saved) throw badRequest('file', 'validation.required', 'FILE_MISSING');
    return { fields, file: { path: target, bytes: (await stat(target)).size } };
  } catch (err) {
    await rm(target, { force: true });
    if (err instanceof AppError) throw err;
    const status = (err as { statusCode?: number }).statusCode;
    if (status !== undefined && status >= 400 && status < 500) throw err;
    throw badRequest('file', 'validation.multipart', 'MULTIPART_INVALID');
  }
}
