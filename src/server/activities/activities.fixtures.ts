import type { TestContext } from '../test/app.ts';
import { call } from '../test/app.ts';

export const CONSOLE = '/api/console/activities';
export const MEMBER = '/api/hibackend/activity';

export type Fail = { reason: string; fields?: { field: string; key: string; msg: string }[] };
export const fieldsOf = (body: { data: unknown }) => ((body.data as Fail).fields ?? []).map((f) => f.field);

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** An ISO time `minutes` from now. */
export const fromNow = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString();
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** A valid wheel activity body open from an hour ago for a day; `over` replaces fields. */
export const wheelBody = (over: Record<string, unknown> = {}) => ({
  type: 'turntable',
  title: { en_US: 'Summer wheel', ru_RU: 'Летнее колесо' },
  description: 'Spin to win',
  startAt: fromNow(-60),
  endAt: daysFromNow(1),
  cost: { kind: 'chances', amount: 1 },
  perMemberLimit: 3,
  prizes: [
    { name: { en_US: 'Pod', ru_RU: 'Под' }, stock: 10, weight: 1 },
    { name: 'Sticker', stock: 100, weight: 9 },
  ],
  noPrizeWeight: 90,
  ...over,
});

type Method = 'GET' | 'POST' | 'PUT';

/** Calls the API with an optional session token and `lang` header. */
export function caller(ctx: TestContext) {
  return <T = unknown>(token: string | null, method: Method, url: string, payload?: unknown, lang?: string) =>
    call<T>(ctx.app, {
      method,
      url,
      headers: { ...(token ? { authorization: token } : {}), ...(lang ? { lang } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
}

/** Creates (and by default publishes) an activity through the console API as `admin`; answers its id. */
export async function makeActivity(ctx: TestContext, admin: string, body: unknown, publish = true) {
  const as = caller(ctx);
  const made = await as<{ id: string }>(admin, 'POST', CONSOLE, body);
  if (made.status !== 200) throw new Error(`create: ${JSON.stringify(made.body)}`);
  if (publish) {
    const pub = await as(admin, 'POST', `${CONSOLE}/${made.body.data.id}/publish`);
    if (pub.status !== 200) throw new Error(`publish: ${JSON.stringify(pub.body)}`);
  }
  return made.body.data.id;
}
