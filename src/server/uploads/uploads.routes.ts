import { envelope } from '../../shared/schemas/common.ts';
import { Base64UploadSchema, IMAGE_MAX_BYTES, UploadedImageSchema } from '../../shared/schemas/content.ts';
import type { Feature } from '../http/feature.ts';
import { requireSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';
import { readUpload } from '../http/upload.ts';

const tags = ['uploads'];

/** Picture uploads for posts, stories, banners and the like: `{url, width, height}`. */
export const uploadsRoutes: Feature = async (app, { services, limits }) => {
  const { perMember } = limits;
  // Per member, not per address: a whole office behind one address may post at once.
  const rateLimit = { max: 200, timeWindow: '1 hour', keyGenerator: perMember };
  const { auth, uploads } = services;
  const answer = (img: { url: string; width: number; height: number }) => ({
    url: img.url,
    width: img.width,
    height: img.height,
  });

  app.post(
    '/api/upload',
    {
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: envelope(UploadedImageSchema) } },
      config: { uploadField: 'file', rateLimit },
    },
    async (req) => {
      const { user } = await requireSession(req, auth);
      const bytes = await readUpload(req, 'file', IMAGE_MAX_BYTES);
      return ok(req, answer(await uploads.image(user.id, bytes, 'file')));
    },
  );

  app.post(
    '/api/base64/upload',
    {
      // Base64 is a third larger than the bytes it carries.
      bodyLimit: Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 64 * 1024,
      schema: { tags, body: Base64UploadSchema, response: { 200: envelope(UploadedImageSchema) } },
      config: { rateLimit },
    },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, answer(await uploads.imageFromBase64(user.id, req.body.data, 'data')));
    },
  );
};
