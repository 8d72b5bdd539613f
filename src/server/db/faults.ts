/**
 * Errors that say the database cannot be reached or is going away, rather than that the request
 * was wrong: the API answers them 503 `DATABASE_UNAVAILABLE` with `Retry-After` (docs/decisions/077).
 */

/** SQLSTATE classes and codes: connection exceptions, shutdowns, too many connections, cancelled by timeout. */
const UNAVAILABLE_STATES = /^(08|57P0[1-4]|53300|57014)/;
/** Socket errors on the way to the server. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres and PGlite say these without a code (`timeout expired`: pg's own connect limit). */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|^timeout expired$|Query read timeout|not queryable|Cannot use a pool after calling end|PGlite is closed/i;

/** True when `err`, or an error it wraps (drizzle wraps driver errors in `cause`), is one of those. */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || SOCKET_CODES.has(code))) return true;
    if (UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/**
 * True when a connection that saw `err` may be handed to the next request: the server answered
 * (an SQLSTATE outside the classes above) or the error is the app's own. Anything else (a client-side
 * timeout, a dropped socket, a failed rollback) may leave the connection mid-statement: destroy it.
 */
export function connectionReusable(err: unknown): boolean {
  if (isDatabaseUnavailable(err)) return false;
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return true;
  }
  return !(err instanceof Error) || (err as { statusCode?: unknown }).statusCode !== undefined;
}
