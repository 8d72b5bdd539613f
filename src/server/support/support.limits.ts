import type { FastifyRequest } from 'fastify';

/** Support's rate limits count per member (their token), not per address: many share one at a store. */
export const perMember = (req: FastifyRequest) => req.headers.authorization ?? req.ip;
