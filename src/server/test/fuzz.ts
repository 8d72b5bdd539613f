/** Bad input derived from an OpenAPI document, for the API guard (src/server/test/fuzz-suite.ts, run as src/server/http/fuzz-{1,2,3}.test.ts). */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  format?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  default?: unknown;
  pattern?: string;
}

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiDoc {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query: Parameter[];
  pathParams: Parameter[];
  body?: JsonSchema;
  multipart: boolean;
}

export interface FuzzCase {
  name: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Every operation of the document except the docs themselves. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (path.startsWith('/api/docs')) continue;
    for (const m of METHODS) {
      const op = item[m];
      if (!op) continue;
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      ops.push({
        method: m.toUpperCase() as Operation['method'],
        path,
        query: params.filter((p) => p.in === 'query'),
        pathParams: params.filter((p) => p.in === 'path'),
        body: content['application/json']?.schema,
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return ops;
}

/** A plausible value for a schema: the starting point each case breaks one thing of. */
function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.enum?.length) return schema.enum[0];
  const alt = schema.anyOf ?? schema.oneOf;
  if (alt?.[0]) return sample(alt[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    case 'array':
      return [sample(schema.items)];
    case 'boolean':
      return true;
    case 'integer':
    case 'number':
      return 1;
    case 'null':
      return null;
    default:
      if (schema.format === 'email' || schema.pattern?.includes('@')) return 'fuzz@example.com';
      if (schema.pattern === '^\\d{6}$') return '123456';
      return 'fuzz';
  }
}

/** `{"a":{"a":…"x"…}}` as text: JSON.stringify itself would overflow the stack building it. */
const deep = (depth: number) => `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`;

const BAD_STRINGS: [string, unknown][] = [
  ['NUL', 'a\u0000b'],
  ['lone surrogate', 'a\ud800b'],
  ['10k characters', 'x'.repeat(10_000)],
  ['1M characters', 'y'.repeat(1_000_000)],
  // Well-formed but out of range: an id or cursor above bigint, and year 0000 (issue 35).
  ['id above bigint', '9223372036854775808'],
  ['day in year 0000', '0000-01-01'],
  ['time in year 0000', '0000-01-01T00:00:00Z'],
  ['number', 12345],
  ['object', { nested: 'x' }],
  ['array', ['x']],
  ['null', null],
  ['boolean', false],
];

/** Like encodeURIComponent, but a lone surrogate goes out as the bytes a careless client would send (CESU). */
const encode = (v: string) =>
  v
    .split(/([\ud800-\udfff])/)
    .map((part) => (/^[\ud800-\udfff]$/.test(part) ? '%ED%A0%80' : encodeURIComponent(part)))
    .join('');

function withQuery(path: string, query: Record<string, unknown>): string {
  const qs = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encode(k)}=${encode(typeof v === 'string' ? v : JSON.stringify(v))}`)
    .join('&');
  return qs ? `${path}?${qs}` : path;
}

/** The cases for one operation: each field missing or wrong in each way, then whole-body breakage. */
export function fuzzCases(op: Operation): FuzzCase[] {
  const path = op.path.replace(/\{(\w+)\}/g, 'fuzz');
  const query = Object.fromEntries(op.query.map((p) => [p.name, sample(p.schema)]));
  const json = { 'content-type': 'application/json' };
  const body = op.body ? (sample(op.body) as Record<string, unknown>) : undefined;
  const cases: FuzzCase[] = [];
  const send = (name: string, q: Record<string, unknown>, b: unknown, headers = json) =>
    cases.push({
      name,
      url: withQuery(path, q),
      headers: op.method === 'GET' ? {} : headers,
      payload: op.method === 'GET' || b === undefined ? undefined : JSON.stringify(b),
    });

  send('sample', query, body);
  for (const p of op.query) {
    const { [p.name]: _gone, ...rest } = query;
    send(`query ${p.name} missing`, rest, body);
    for (const [label, value] of BAD_STRINGS)
      send(`query ${p.name} ${label}`, { ...query, [p.name]: value }, body);
  }
  for (const p of op.pathParams) {
    for (const [label, value] of [...BAD_STRINGS.slice(0, 3), ['id above bigint', '9223372036854775808']]) {
      cases.push({
        name: `path ${p.name} ${label}`,
        url: withQuery(op.path.replace(`{${p.name}}`, encode(String(value))), query),
        headers: {},
      });
    }
  }
  if (op.body && body) {
    for (const field of Object.keys(op.body.properties ?? {})) {
      const { [field]: _gone, ...rest } = body;
      send(`body ${field} missing`, query, rest);
      for (const [label, value] of BAD_STRINGS)
        send(`body ${field} ${label}`, query, { ...body, [field]: value });
    }
    send('body is an array', query, [body]);
    send('body is a string', query, 'text');
    send('body is null', query, null);
    send('body is a number', query, 42);
    const nested = (name: string, payload: string) =>
      cases.push({ name, url: withQuery(path, query), headers: json, payload });
    nested('deeply nested body', deep(10_000));
    nested('deeply nested field', `${JSON.stringify(body).slice(0, -1)},"deep":${deep(10_000)}}`);
    cases.push({ name: 'no body', url: withQuery(path, query), headers: json });
    cases.push({ name: 'empty body', url: withQuery(path, query), headers: json, payload: '' });
    cases.push({ name: 'malformed JSON', url: withQuery(path, query), headers: json, payload: '{"a":' });
    cases.push({
      name: 'text/plain body',
      url: withQuery(path, query),
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify(body),
    });
  }
  if (op.method !== 'GET') {
    cases.push({
      name: '5 MB body',
      url: withQuery(path, query),
      headers: json,
      payload: JSON.stringify({ pad: 'z'.repeat(5 * 1024 * 1024) }),
    });
  }
  if (op.multipart) {
    const boundary = 'fuzzboundary';
    const part = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    cases.push(
      {
        name: 'multipart without boundary',
        url: path,
        headers: { 'content-type': 'multipart/form-data' },
        payload: part,
      },
      {
        name: 'multipart cut off mid-part',
        url: path,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `${part}\x89PNG\r\n\x1a\n`,
      },
      {
        name: 'multipart without the file',
        url: path,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="other"\r\n\r\nx\r\n--${boundary}--\r\n`,
      },
      {
        name: 'multipart with a text file',
        url: path,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: `${part}not an image\r\n--${boundary}--\r\n`,
      },
    );
  }
  return cases;
}
