import { CreatedSchema, IdParamsSchema } from '../../shared/schemas/ids.ts';
import { envelope, PageQuerySchema } from '../../shared/schemas/common.ts';
import {
  ConsoleMusicGenreListSchema,
  ConsoleMusicTrackSchema,
  MUSIC_MAX_BYTES,
  MusicGenreCreateSchema,
  MusicTrackUpdateSchema,
} from '../../shared/schemas/reels.ts';
import { pageOf } from '../../shared/schemas/common.ts';
import { IdSchema } from '../../shared/schemas/ids.ts';
import { requireAdmin } from '../console/console.ts';
import type { Feature } from '../http/feature.ts';
import { ok } from '../http/envelope.ts';
import { readTrackUpload } from './music.upload.ts';

const tags = ['console'];
const base = '/api/console/music';
const TrackQuerySchema = PageQuerySchema.extend({ genreId: IdSchema.optional() });

/** The console's music library (`/api/console/music`): genres, track uploads, hiding tracks; audited. */
export const musicConsoleRoutes: Feature = async (app, { services }) => {
  const { auth, music } = services;

  app.get(
    `${base}/genres`,
    { schema: { tags, response: { 200: envelope(ConsoleMusicGenreListSchema) } } },
    async (req) => {
      await requireAdmin(req, auth);
      return ok(req, await music.consoleGenres());
    },
  );
  app.post(
    `${base}/genres`,
    { schema: { tags, body: MusicGenreCreateSchema, response: { 200: envelope(CreatedSchema) } } },
    async (req) => ok(req, await music.createGenre(await requireAdmin(req, auth), req.body), 'profile.saved'),
  );
  app.get(
    `${base}/tracks`,
    {
      schema: {
        tags,
        querystring: TrackQuerySchema,
        response: { 200: envelope(pageOf(ConsoleMusicTrackSchema)) },
      },
    },
    async (req) => {
      await requireAdmin(req, auth);
      return ok(req, await music.consoleTracks(req.query));
    },
  );
  // Multipart: the text fields genreId, title, artist and the audio as `file` (any order).
  app.post(
    `${base}/tracks`,
    {
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: envelope(CreatedSchema) } },
      config: { uploadField: 'file' },
    },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      const { fields, file } = await readTrackUpload(req, MUSIC_MAX_BYTES, music.incomingDir);
      return ok(req, await music.uploadTrack(actor, fields, file), 'profile.saved');
    },
  );
  app.put(
    `${base}/tracks/:id`,
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: MusicTrackUpdateSchema,
        response: { 200: envelope(ConsoleMusicTrackSchema) },
      },
    },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await music.setActive(actor, BigInt(req.params.id), req.body.active), 'profile.saved');
    },
  );
};
