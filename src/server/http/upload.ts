import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from './errors.ts';

/**
 * The one file of a multipart request, as bytes: 400 naming the field when the body is not
 * multipart, has no such file, or is malformed or cut off (no boundary, a part never closed);
 * 413 when it is larger than `maxBytes`.
 */
export async function readUpload(req: FastifyRequest, field: string, maxBytes: number): Promise<Buffer> {
  if (!req.isMultipart()) throw badRequest(field, 'validation.image', 'NOT_MULTIPART');
  try {
    const file = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!file || file.fieldname !== field) throw badRequest(field, 'validation.required', 'FILE_MISSING');
    const bytes = await file.toBuffer();
    if (file.file.truncated) throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'error.payloadTooLarge');
    return bytes;
  } catch (err) {
    if (err instanceof AppError) throw err;
    const status = (err as { statusCode?: number }).statusCode;
    // @fastify/multipart's own limits (413 and the like) keep their status.
    if (status !== undefined && status >= 400 && status < 500) throw err;
    throw badRequest(field, 'validation.multipart', 'MULTIPART_INVALID');
  }
}
