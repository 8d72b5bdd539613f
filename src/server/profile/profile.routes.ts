import { AVATAR_MAX_BYTES } from '../../shared/limits.ts';
import { UserInfoSchema } from '../../shared/schemas/auth.ts';
import { envelope, text } from '../../shared/schemas/common.ts';
import { z } from 'zod';
import {
  AvatarSchema,
  BackImgSchema,
  UserSettingSchema,
  UserSettingUpdateSchema,
  EmailUpdateSchema,
  NickNameUpdateSchema,
  ProfileUpdateSchema,
  ProtocolQuerySchema,
  ProtocolSchema,
} from '../../shared/schemas/profile.ts';
import { requireSession } from '../http/auth-context.ts';
import { cachedAnswers, ok } from '../http/envelope.ts';
import { PUBLIC } from '../http/openapi.ts';
import { readUpload } from '../http/upload.ts';
import { requestLang } from '../http/lang.ts';
import { codeClient } from '../http/code-client.ts';
import type { Feature } from '../http/feature.ts';
import { REVERT_EMAIL_PATH } from './profile.service.ts';
import { guideRoutes } from './guide.routes.ts';

const tags = ['profile'];
const base = '/api/hibackend/user';

export const profileRoutes: Feature = async (app, opts) => {
  const { auth, profile } = opts.services;
  const protocolAnswers = cachedAnswers(envelope(ProtocolSchema));
  await guideRoutes(app, opts);

  app.post(
    `${base}/setting/updateNickName`,
    { schema: { tags, body: NickNameUpdateSchema, response: { 200: envelope(UserInfoSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await profile.updateNickName(user.id, req.body.nickName), 'profile.saved');
    },
  );

  app.post(
    `${base}/setting/updateEmail`,
    { schema: { tags, body: EmailUpdateSchema, response: { 200: envelope(UserInfoSchema) } } },
    async (req) => {
      const session = await requireSession(req, auth);
      return ok(
        req,
        await profile.updateEmail(session, req.body.email, req.body.code, requestLang(req), codeClient(req)),
        'profile.emailChanged',
      );
    },
  );

  app.post(
    `${base}/setting/updateUserProfile`,
    { schema: { tags, body: ProfileUpdateSchema, response: { 200: envelope(UserInfoSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await profile.updateProfile(user.id, req.body), 'profile.saved');
    },
  );

  /** A profile picture upload (avatar, background): one file, the same checks, limits and rate. */
  type Picture = typeof AvatarSchema | typeof BackImgSchema;
  const pictureUpload = (
    path: string,
    answer: Picture,
    store: (userId: bigint, bytes: Buffer) => Promise<z.infer<Picture>>,
  ) =>
    app.post(
      `${base}/setting/${path}`,
      {
        schema: { tags, consumes: ['multipart/form-data'], response: { 200: envelope(answer) } },
        config: { uploadField: 'file', rateLimit: { max: 20, timeWindow: '1 hour' } },
      },
      async (req) => {
        const { user } = await requireSession(req, auth);
        const bytes = await readUpload(req, 'file', AVATAR_MAX_BYTES);
        return ok(req, await store(user.id, bytes), 'profile.saved');
      },
    );
  pictureUpload('avatar', AvatarSchema, async (id, bytes) => ({
    avatarUrl: await profile.setAvatar(id, bytes),
  }));
  // The profile background: the avatar's checks, limits and storage, in a wide band.
  pictureUpload('updateBackImg', BackImgSchema, async (id, bytes) => ({
    backImg: await profile.setBackImg(id, bytes),
  }));

  app.get(
    `${base}/setting`,
    { schema: { tags, response: { 200: envelope(UserSettingSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await profile.settings(user.id));
    },
  );

  app.post(
    `${base}/setting`,
    { schema: { tags, body: UserSettingUpdateSchema, response: { 200: envelope(UserSettingSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await profile.updateSettings(user.id, req.body), 'profile.saved');
    },
  );

  app.delete(
    `${base}/setting/backImg`,
    { schema: { tags, response: { 200: envelope(BackImgSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, { backImg: await profile.setBackImg(user.id, null) }, 'profile.saved');
    },
  );

  // The undo link of an email change, opened from the mail: a browser navigation, so a redirect.
  app.get(
    REVERT_EMAIL_PATH,
    {
      schema: { tags, security: PUBLIC, querystring: z.object({ token: text().max(200) }) },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const done = await profile.revertEmail(req.query.token);
      return reply.redirect(done ? '/login?emailReverted=1' : '/login?emailRevertFailed=1');
    },
  );

  app.get(
    `${base}/protocol/view`,
    {
      schema: {
        tags,
        security: PUBLIC,
        querystring: ProtocolQuerySchema,
        response: { 200: envelope(ProtocolSchema) },
      },
    },
    async (req, reply) =>
      protocolAnswers(req, reply, req.query.type, () => profile.protocol(req.query.type, requestLang(req))),
  );
};
