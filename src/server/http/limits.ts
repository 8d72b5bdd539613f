import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Config } from '../config.ts';

/** Rate limits that several routes share: one counter each, whichever route a request takes. */
export interface Limits {
  /** Sign-in and registration attempts per IP (`RATE_LIMIT_AUTH_PER_HOUR`): email code, Facebook, sign-up. */
  authAttempts: preHandlerAsyncHookHandler;
}

export function sharedLimits(app: FastifyInstance, config: Config): Limits {
  return {
    authAttempts: app.rateLimit({ max: config.rateLimitAuthPerHour, timeWindow: '1 hour' }),
  };
}
