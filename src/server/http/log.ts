import type { FastifyServerOptions } from 'fastify';

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
