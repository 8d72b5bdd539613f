import type { ZodType } from 'zod';
import type { Lang } from '../../shared/i18n.ts';
import { ApiError } from './api-error.ts';
import type { AppConfig } from './app-config.ts';
import { decryptBody, sign } from './crypto.ts';

export type Method = 'GET' | 'DELETE' | 'HEAD' | 'POST' | 'PUT' | 'PATCH';

/** Statuses worth one more try (spec §7); only for calls without a body, so nothing is done twice. */
export const RETRY_STATUSES = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const QUERY_METHODS = new Set<Method>(['GET', 'DELETE', 'HEAD']);

/** Everything the wrapper touches outside itself, injected so each rule can be tested. */
export interface RequestDeps {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  config: () => AppConfig;
  /** The stored session token ('' when signed out). */
  getStoredToken: () => string;
  clearStoredToken: () => void;
  getLang: () => Lang;
  /** The page's location: its query string may carry `token`, and 401 may navigate. */
  location: { search: string; assign: (url: string) => void };
  deviceId: () => 'mobile' | 'pc';
  openLoginDialog: () => void;
  /** Localised "Network Error" / "Request Error". */
  message: (key: 'network' | 'request') => string;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  log?: (...args: unknown[]) => void;
  baseUrl?: string;
}

export interface RequestOptions<T> {
  /** Validates `data` of a successful answer. */
  schema?: ZodType<T>;
  /** Do not open the login dialog on 401 (e.g. background session checks). */
  quiet401?: boolean;
  signal?: AbortSignal;
  /** Sent as `Idempotency-Key` on grants and spends: one per user action, reused on its retries. */
  idempotencyKey?: string;
}

type Payload = Record<string, unknown> | FormData | undefined;

interface Envelope {
  code: number;
  msg: string;
  data: unknown;
}

function isEnvelope(v: unknown): v is Envelope {
  return typeof v === 'object' && v !== null && typeof (v as Envelope).code === 'number';
}

export function queryToken(search: string): string {
  return new URLSearchParams(search).get('token') ?? '';
}

function withQuery(url: string, payload: Payload): string {
  if (!payload || payload instanceof FormData) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(payload)) {
    if (v === undefined || v === null) continue;
    params.append(
      k,
      typeof v === 'string'
        ? v
        : typeof v === 'number' || typeof v === 'boolean'
          ? v.toString()
          : JSON.stringify(v),
    );
  }
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

/**
 * The headers every call carries (token, signature, language…). Exported for the one caller that
 * cannot go through `fetch`: uploads, which need XMLHttpRequest for their progress events.
 */
export async function buildHeaders(deps: RequestDeps, hasJsonBody: boolean): Promise<Record<string, string>> {
  const cfg = deps.config();
  const timestamp = String((deps.now ?? Date.now)());
  const token = queryToken(deps.location.search) || deps.getStoredToken();
  const h: Record<string, string> = {
    Authorization: token,
    channel: 'mobile',
    deviceId: deps.deviceId(),
    brand: cfg.brand,
    timestamp,
    appId: cfg.appId,
    signature: await sign(cfg.appId, timestamp, cfg.appKey),
    lang: deps.getLang(),
  };
  if (hasJsonBody) h['content-type'] = 'application/json';
  return h;
}

/** A response body as JSON, decrypting it when the server sent it encrypted (shared with uploads). */
export async function decodeBody(
  text: string,
  deps: Pick<RequestDeps, 'config'>,
  log: (...args: unknown[]) => void = console.error,
): Promise<unknown> {
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON: either an encrypted string sent as plain text, or garbage
  }
  if (typeof parsed === 'string' && parsed.length > 0) {
    try {
      return JSON.parse(await decryptBody(parsed, deps.config().appKey)) as unknown;
    } catch (err) {
      log('Request Error: undecryptable response', err);
      return undefined;
    }
  }
  return parsed;
}

export function createRequest(deps: RequestDeps) {
  const sleep = deps.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));
  const log = deps.log ?? ((...args: unknown[]) => console.error(...args));
  const base = deps.baseUrl ?? '/api';

  const headers = (hasJsonBody: boolean) => buildHeaders(deps, hasJsonBody);

  const readBody = async (res: Response) => decodeBody(await res.text(), deps, log);

  function handle401(quiet: boolean): void {
    if (queryToken(deps.location.search)) {
      // Embedded with ?token=: that token is dead, so the only way on is a fresh sign-in.
      deps.clearStoredToken();
      deps.location.assign('/login?needBack=1');
      return;
    }
    if (!quiet) deps.openLoginDialog();
  }

  return async function request<T = unknown>(
    method: Method,
    path: string,
    payload?: Payload,
    options: RequestOptions<T> = {},
  ): Promise<T> {
    const queryStyle = QUERY_METHODS.has(method);
    const url = base + (queryStyle ? withQuery(path, payload) : path);
    const isForm = payload instanceof FormData;
    const attempts = queryStyle ? 2 : 1;

    for (let attempt = 1; ; attempt++) {
      let res: Response;
      try {
        const h = await headers(!queryStyle && !isForm && !!payload);
        if (options.idempotencyKey) h['Idempotency-Key'] = options.idempotencyKey;
        const init: RequestInit = { method, headers: h };
        if (!queryStyle && payload) init.body = isForm ? payload : JSON.stringify(payload);
        if (options.signal) init.signal = options.signal;
        res = await deps.fetch(url, init);
      } catch (err) {
        if (options.signal?.aborted) throw err;
        log('Network Error', method, url, err);
        throw new ApiError(0, deps.message('network'));
      }

      const body = await readBody(res);
      const code = isEnvelope(body) ? body.code : res.status;
      if (res.ok && isEnvelope(body) && body.code === 200) {
        return (options.schema ? options.schema.parse(body.data) : body.data) as T;
      }
      if (attempt < attempts && RETRY_STATUSES.has(res.status)) {
        await sleep(300);
        continue;
      }
      if (code === 401) handle401(options.quiet401 === true);
      if (!isEnvelope(body)) {
        log('Request Error', method, url, res.status);
        throw new ApiError(code === 200 ? 500 : code, deps.message('request'));
      }
      const data = (body.data ?? null) as ConstructorParameters<typeof ApiError>[2];
      throw new ApiError(code, body.msg || deps.message('request'), data);
    }
  };
}

export type Request = ReturnType<typeof createRequest>;
