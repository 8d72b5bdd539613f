import {
  CheckedInSchema,
  OfflineCheckInSchema,
  ReservationListQuerySchema,
  ReservationPageSchema,
  ReservationSchema,
  ReserveSchema,
} from '../../shared/schemas/activities.ts';
import { envelope } from '../../shared/schemas/common.ts';
import type { Feature } from '../http/feature.ts';
import { requireSession } from '../http/auth-context.ts';
import { ok } from '../http/envelope.ts';
import { requestLang } from '../http/lang.ts';

const tags = ['activities'];
const base = '/api/hibackend/activity';
const DEFAULT_PAGE = 20;

/** Reservations and offline check-ins: `reserve/add`, `reserve/list`, `reserve/offline/add`. */
export const reservationsRoutes: Feature = async (app, { services, limits }) => {
  const { perMember } = limits;
  // A 4-digit code falls to 10,000 guesses: a member gets a few dozen tries an hour, not thousands.
  const codeRateLimit = { max: 30, timeWindow: '1 hour', keyGenerator: perMember };
  const { auth, reservations } = services;

  app.post(
    `${base}/reserve/add`,
    { schema: { tags, body: ReserveSchema, response: { 200: envelope(ReservationSchema) } } },
    async (req) => {
      const { user } = await requireSession(req, auth);
      const answer = await reservations.reserve(user.id, req.body.activityId, requestLang(req));
      return ok(req, answer, 'activity.reserved');
    },
  );

  app.get(
    `${base}/reserve/list`,
    {
      schema: {
        tags,
        querystring: ReservationListQuerySchema,
        response: { 200: envelope(ReservationPageSchema) },
      },
    },
    async (req) => {
      const { user } = await requireSession(req, auth);
      const { state, pageSize, cursor } = req.query;
      return ok(
        req,
        await reservations.list(user.id, requestLang(req), {
          state,
          pageSize: pageSize ?? DEFAULT_PAGE,
          cursor,
        }),
      );
    },
  );

  app.post(
    `${base}/reserve/offline/add`,
    {
      schema: { tags, body: OfflineCheckInSchema, response: { 200: envelope(CheckedInSchema) } },
      config: { rateLimit: codeRateLimit },
    },
    async (req) => {
      const { user } = await requireSession(req, auth);
      return ok(req, await reservations.checkIn(user.id, req.body), 'activity.checkedIn');
    },
  );
};
