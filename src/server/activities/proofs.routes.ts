import { z } from 'zod';
import {
  ProofQueuePageSchema,
  ProofReviewSchema,
  ProofStatusSchema,
} from '../../shared/schemas/activities.ts';
import { envelope, PageQuerySchema } from '../../shared/schemas/common.ts';
import { IMAGE_MAX_BYTES } from '../../shared/schemas/content.ts';
import { IdParamsSchema } from '../../shared/schemas/ids.ts';
import { requireAdmin } from '../console/console.ts';
import type { Feature } from '../http/feature.ts';
import { requireSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';
import { readUpload } from '../http/upload.ts';

const tags = ['activities'];
const settings = '/api/hibackend/user/setting';
const consoleBase = '/api/console/proofs';
const DEFAULT_PAGE = 20;
const ProofQueueQuerySchema = PageQuerySchema.extend({
  status: z.enum(['pending', 'approved', 'rejected'], { error: 'validation.choice' }).optional(),
});

/** Proof of age: `user/setting/valid18thProof`, `get18thProof`, and the console's review queue. */
export const proofsRoutes: Feature = async (app, { services, limits }) => {
  const { perMember } = limits;
  const uploadLimit = { max: 30, timeWindow: '1 hour', keyGenerator: perMember };
  const { auth, proofs } = services;

  app.post(
    `${settings}/valid18thProof`,
    {
      schema: { tags, consumes: ['multipart/form-data'], response: { 200: envelope(ProofStatusSchema) } },
      config: { uploadField: 'file', rateLimit: uploadLimit },
    },
    async (req) => {
      const { user } = await requireSession(req, auth);
      const bytes = await readUpload(req, 'file', IMAGE_MAX_BYTES);
      return ok(req, await proofs.submit(user.id, bytes, 'file'), 'activity.proofSaved');
    },
  );

  app.get(
    `${settings}/get18thProof`,
    { schema: { tags, response: { 200: envelope(ProofStatusSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await proofs.status(user.id));
    },
  );

  app.get(
    consoleBase,
    {
      schema: { tags, querystring: ProofQueueQuerySchema, response: { 200: envelope(ProofQueuePageSchema) } },
    },
    async (req) => {
      await requireAdmin(req, auth);
      const { status, pageSize, cursor } = req.query;
      return ok(req, await proofs.queue({ status, pageSize: pageSize ?? DEFAULT_PAGE, cursor }));
    },
  );

  // A file, not an envelope, and never cached anywhere on the way: it shows a member's identity document.
  app.get(`${consoleBase}/:id/image`, { schema: { tags, params: IdParamsSchema } }, async (req, reply) => {
    await requireAdmin(req, auth);
    const image = await proofs.image(BigInt(req.params.id));
    return reply
      .type('image/jpeg')
      .header('content-length', image.size)
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline')
      .send(image.body);
  });

  app.post(
    `${consoleBase}/:id/review`,
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: ProofReviewSchema,
        response: { 200: envelope(ProofStatusSchema) },
      },
    },
    async (req) => {
      const actor = await requireAdmin(req, auth);
      return ok(req, await proofs.review(actor, BigInt(req.params.id), req.body), 'activity.proofReviewed');
    },
  );
};
