import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';

/** Query values that grant access: they never reach the log. */
const SECRET_PARAMS = /([?&](?:ticket|code|state|token|access_token|id_token)=)[^&#]*/gi;

/** `/auth/facebook?ticket=abc&x=1` -> `/auth/facebook?ticket=[redacted]&x=1`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Pino options: the level, and a request serializer that redacts secrets from URLs. */
export function loggerOptions(level: string, extra: object = {}): FastifyServerOptions['logger'] {
  return {
    level,
    ...extra,
    serializers: {
      req: (req: LoggedRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}

/** Log lines held while stdout does not take them; beyond this they are dropped, not kept in memory. */
const LOG_BUFFER_MAX = 16 * 1024 * 1024;

export interface LogDestination {
  stream: ReturnType<typeof pino.destination>;
  /**
   * Writes what is buffered, trying a full pipe for at most `ms`, then closes the stream so that
   * nothing at process exit waits for it again (pino flushes at exit and would retry for ever).
   */
  flushWithin(ms: number): void;
}

/**
 * Standard output, written asynchronously (a slow or unread pipe never blocks requests), with a
 * bounded buffer and a bounded flush at exit (docs/decisions/080).
 */
export function logDestination(): LogDestination {
  let giveUpAt = Number.POSITIVE_INFINITY;
  const stream = pino.destination({
    dest: 1,
    sync: false,
    maxLength: LOG_BUFFER_MAX,
    retryEAGAIN: () => Date.now() < giveUpAt,
  });
  return {
    stream,
    flushWithin(ms) {
      giveUpAt = Date.now() + ms;
      try {
        stream.flushSync();
      } catch {
        // A pipe nobody reads: what it did not take is lost, the process still ends.
      }
      stream.destroy();
    },
  };
}
