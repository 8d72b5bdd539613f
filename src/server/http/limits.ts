import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AuthService } from '../auth/auth.service.ts';
import type { Config } from '../config.ts';
import { currentSession } from './auth-context.ts';

/** Rate limits that several routes share: one counter each, whichever route a request takes. */
export interface Limits {
  /** Sign-in and registration attempts per IP (`RATE_LIMIT_AUTH_PER_HOUR`): email code, Facebook, sign-up. */
  authAttempts: preHandlerAsyncHookHandler;
  /**
   * Scanning codes per address (`RATE_LIMIT_SCAN_PER_MINUTE`): verify, claim (`scanCodeExtPoints`) and
   * the review scan share one count, so guessing codes through any of them costs the same.
   */
  scans: preHandlerAsyncHookHandler;
  /**
   * The `keyGenerator` of every per-member limit: the signed-in member's id (however the token is
   * written, from whichever session), else the address. Never the raw header: `Bearer` with one
   * more space was the same session in a new bucket (decision 085).
   */
  perMember: (req: FastifyRequest) => Promise<string>;
}

export function sharedLimits(app: FastifyInstance, config: Config, auth: AuthService): Limits {
  return {
    authAttempts: app.rateLimit({ max: config.rateLimitAuthPerHour, timeWindow: '1 hour' }),
    scans: app.rateLimit({ max: config.rateLimitScanPerMinute, timeWindow: '1 minute' }),
    perMember: async (req) => {
      const session = await currentSession(req, auth);
      return session ? `member:${session.user.id}` : `ip:${req.ip}`;
    },
  };
}
