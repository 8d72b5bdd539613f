import type { BaseRecord, CrudFilter, DataProvider, HttpError } from '@refinedev/core';
import { ApiError } from '../api/api-error.ts';
import { request } from '../api/client.ts';

/** A page of a list; lists that are never long (categories, brands) answer `{list}` alone. */
interface Page {
  list: BaseRecord[];
  nextCursor?: string | null;
}

/** The console API lives under `/api/console/<resource>` (resource names are those paths). */
const pathOf = (resource: string) => `/console/${resource}`;

/** Equality filters become query parameters (the console's lists filter by state, product, …). */
function queryOf(filters: CrudFilter[] | undefined): Record<string, string> {
  const q: Record<string, string> = {};
  for (const f of filters ?? []) {
    if ('field' in f && f.operator === 'eq' && f.value !== undefined && f.value !== null && f.value !== '') {
      q[f.field] = String(f.value);
    }
  }
  return q;
}

/** Our errors as refine's: the message in the admin's language, and the fields it names. */
class ConsoleHttpError extends Error implements HttpError {
  readonly statusCode: number;
  readonly errors: Record<string, string>;
  readonly reason: string;
  constructor(err: ApiError) {
    super(err.message);
    this.statusCode = err.code;
    this.reason = err.reason;
    this.errors = Object.fromEntries(err.fields.map((f) => [f.field, f.msg]));
  }
}

function httpError(err: unknown): Error {
  if (!(err instanceof ApiError)) return err instanceof Error ? err : new Error(String(err));
  return new ConsoleHttpError(err);
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    throw httpError(err);
  }
}

/**
 * Our lists page by cursor (`{list, nextCursor}`), refine's by page number: the cursor that opens
 * each page is remembered per list and filter, and the total shown is "this far, and one more when
 * there is a next page" (the tables show previous/next, not a page count).
 */
const cursors = new Map<string, Array<string | null>>();

export const consoleData: DataProvider = {
  getApiUrl: () => '/api/console',

  async getList({ resource, pagination, filters }) {
    const pageSize = pagination?.pageSize ?? 20;
    const page = pagination?.currentPage ?? 1;
    const query = queryOf(filters);
    const key = JSON.stringify([resource, query, pageSize]);
    const known = cursors.get(key) ?? [null];
    if (page === 1) known.length = 1;
    cursors.set(key, known);
    // A page whose opening cursor is not known yet (opened by address): walk there.
    while (known.length < page) {
      const prev = known.length;
      const res = await call(() =>
        request<Page>('GET', pathOf(resource), {
          ...query,
          pageSize: String(pageSize),
          ...cursorOf(known[prev - 1]),
        }),
      );
      known.push(res.nextCursor ?? null);
      if (!res.nextCursor) return { data: [] as never, total: (prev - 1) * pageSize + res.list.length };
    }
    const cursor = known[page - 1];
    if (page > 1 && cursor === null) return { data: [] as never, total: 0 };
    const res = await call(() =>
      request<Page>('GET', pathOf(resource), { ...query, pageSize: String(pageSize), ...cursorOf(cursor) }),
    );
    known[page] = res.nextCursor ?? null;
    return {
      data: res.list as never,
      total: (page - 1) * pageSize + res.list.length + (res.nextCursor ? 1 : 0),
    };
  },

  getOne: ({ resource, id }) =>
    call(async () => ({ data: await request<never>('GET', `${pathOf(resource)}/${String(id)}`) })),

  create: ({ resource, variables }) =>
    call(async () => ({
      data: await request<never>('POST', pathOf(resource), variables as Record<string, unknown>),
    })),

  update: ({ resource, id, variables }) =>
    call(async () => ({
      data: await request<never>(
        'PUT',
        `${pathOf(resource)}/${String(id)}`,
        variables as Record<string, unknown>,
      ),
    })),

  deleteOne: ({ resource, id }) =>
    call(async () => ({ data: await request<never>('DELETE', `${pathOf(resource)}/${String(id)}`) })),

  custom: ({ url, method, payload, query }) =>
    call(async () => ({
      data: await request<never>(
        method.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE',
        url,
        (method === 'get' ? query : payload) as Record<string, unknown> | undefined,
      ),
    })),
};

const cursorOf = (cursor: string | null | undefined) => (cursor ? { cursor } : {});
