import { envelope } from '../../shared/schemas/common.ts';
import {
  AudioMergeSchema,
  VIDEO_MAX_BYTES,
  VideoCoverSchema,
  VideoIdParamsSchema,
  VideoSchema,
  VideoUploadedSchema,
} from '../../shared/schemas/reels.ts';
import type { Feature } from '../http/feature.ts';
import { requireSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';
import { saveUpload } from '../http/upload-stream.ts';

const tags = ['reels'];

/** Reels' videos: upload (streamed to disk), the owner's view, merge with music, cover. */
export const videosRoutes: Feature = async (app, { services, limits }) => {
  const { perMember } = limits;
  // Per member, not per address, as for picture uploads; an encode is costly, so fewer.
  const uploadLimit = { max: 30, timeWindow: '1 hour', keyGenerator: perMember };
  const mergeLimit = { max: 60, timeWindow: '1 hour', keyGenerator: perMember };
  const { auth, videos } = services;

  app.post(
    '/api/video/upload',
    {
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: envelope(VideoUploadedSchema) } },
      config: { uploadField: 'file', rateLimit: uploadLimit },
    },
    async (req) => {
      const { user } = await requireSession(req, auth);
      const file = await saveUpload(req, 'file', VIDEO_MAX_BYTES, videos.incomingDir, 'reels.notVideo');
      return ok(req, await videos.upload(user.id, file, 'file'));
    },
  );

  app.get(
    '/api/video/:videoId',
    { schema: { tags, params: VideoIdParamsSchema, response: { 200: envelope(VideoSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await videos.get(user.id, BigInt(req.params.videoId)));
    },
  );

  app.post(
    '/api/video/audioMerge',
    {
      schema: { tags, body: AudioMergeSchema, response: { 200: envelope(VideoUploadedSchema) } },
      config: { rateLimit: mergeLimit },
    },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await videos.merge(user.id, req.body));
    },
  );

  app.post(
    '/api/video/:videoId/cover',
    {
      schema: {
        tags,
        params: VideoIdParamsSchema,
        body: VideoCoverSchema,
        response: { 200: envelope(VideoSchema) },
      },
      config: { rateLimit: mergeLimit },
    },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await videos.cover(user.id, BigInt(req.params.videoId), req.body));
    },
  );
};
