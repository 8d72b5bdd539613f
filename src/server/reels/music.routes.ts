import { envelope } from '../../shared/schemas/common.ts';
import {
  MusicGenreListSchema,
  MusicListQuerySchema,
  MusicTrackPageSchema,
} from '../../shared/schemas/reels.ts';
import type { Feature } from '../http/feature.ts';
import { ok } from '../http/envelope.ts';
import { requestLang } from '../http/lang.ts';
import { PUBLIC } from '../http/openapi.ts';

const tags = ['reels'];
const base = '/api/hibackend/musicLibrary/frontend';

/** The music library for the reels editor: genres and tracks, public reads (the previews are public media). */
export const musicRoutes: Feature = async (app, { services }) => {
  const { music } = services;

  app.get(
    `${base}/musicGenreList`,
    { schema: { tags, security: PUBLIC, response: { 200: envelope(MusicGenreListSchema) } } },
    async (req) => ok(req, { list: await music.genres(requestLang(req)) }),
  );
  app.get(
    `${base}/listPage`,
    {
      schema: {
        tags,
        security: PUBLIC,
        querystring: MusicListQuerySchema,
        response: { 200: envelope(MusicTrackPageSchema) },
      },
    },
    async (req) => ok(req, await music.list(req.query, requestLang(req))),
  );
};
