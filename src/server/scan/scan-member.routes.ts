import type { FastifyRequest } from 'fastify';
import { envelope } from '../../shared/schemas/common.ts';
import {
  ClaimResultSchema,
  ReportedScanSchema,
  ReportScanSchema,
  ReviewScanResultSchema,
  ReviewScanSchema,
  ScanCodeParamsSchema,
  ScanCountsSchema,
  ScanTasksSchema,
  VerifyQuerySchema,
  VerifyResultSchema,
} from '../../shared/schemas/scan.ts';
import type { Feature } from '../http/feature.ts';
import { currentSession, requireSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';
import { idempotencyKey } from '../http/idempotency.ts';
import { requestLang } from '../http/lang.ts';
import { SESSION_OPTIONAL } from '../http/openapi.ts';
import { countryOfHeader } from './scan.places.ts';
import type { Scanner } from './scan.service.ts';

const tags = ['scan'];

/**
 * Member and visitor calls (spec §7): `qrcode/base/verifyScanCode/{code}`, `scanCodeExtPoints/{code}`,
 * `countScanNumMain`, `reportScanNum`, `scanTask`, `hibackend/brandTasteEvaluate/scanCode`.
 */
export const scanMemberRoutes: Feature = async (app, { services, config, limits }) => {
  const { auth, scan } = services;
  // Per address, before the code is even parsed: guessing codes costs a minute per few dozen tries,
  // one count for verify, claim and the review scan together.
  const scanLimit = limits.scans;

  const scannerOf = async (req: FastifyRequest): Promise<Scanner> => ({
    userId: (await currentSession(req, auth))?.user.id ?? null,
    ip: req.ip,
    lang: requestLang(req),
    // Only a proxy we trust sets the visitor's country; from anyone else the header is made up.
    country: config.trustProxy ? countryOfHeader(req.headers['cf-ipcountry']) : null,
  });

  app.get(
    '/api/qrcode/base/verifyScanCode/:code',
    {
      schema: {
        tags,
        security: SESSION_OPTIONAL,
        params: ScanCodeParamsSchema,
        querystring: VerifyQuerySchema,
        response: { 200: envelope(VerifyResultSchema) },
      },
      onRequest: scanLimit,
    },
    async (req) => ok(req, await scan.verify(req.params.code, req.query, await scannerOf(req))),
  );

  app.post(
    '/api/scanCodeExtPoints/:code',
    {
      schema: { tags, params: ScanCodeParamsSchema, response: { 200: envelope(ClaimResultSchema) } },
      onRequest: scanLimit,
    },
    async (req) => {
      const { user } = await requireSession(req, auth);
      const key = idempotencyKey(req);
      return ok(req, await scan.claim(user.id, req.params.code, requestLang(req), key));
    },
  );

  app.get(
    '/api/countScanNumMain',
    { schema: { tags, response: { 200: envelope(ScanCountsSchema) } } },
    async (req) => ok(req, await scan.counts((await requireSession(req, auth)).user.id)),
  );

  app.post(
    '/api/reportScanNum',
    {
      schema: {
        tags,
        security: SESSION_OPTIONAL,
        body: ReportScanSchema,
        response: { 200: envelope(ReportedScanSchema) },
      },
    },
    async (req) => ok(req, await scan.reportPlace(req.body, await scannerOf(req))),
  );

  app.get(
    '/api/scanTask',
    { schema: { tags, response: { 200: envelope(ScanTasksSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await scan.tasks(user.id, requestLang(req)));
    },
  );

  app.post(
    '/api/hibackend/brandTasteEvaluate/scanCode',
    {
      schema: { tags, body: ReviewScanSchema, response: { 200: envelope(ReviewScanResultSchema) } },
      onRequest: scanLimit,
    },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await scan.reviewScan(user.id, req.body.code, requestLang(req)));
    },
  );
};
