import type { Notice, NoticePage } from '../../shared/schemas/social.ts';
import type { ReportAdded } from '../../shared/schemas/support.ts';
import { call, type TestContext } from '../test/app.ts';

export const REPORT = '/api/hibackend/user/report';
export const CONSOLE = '/api/console/support';
export const MODERATOR = 'moderator@example.com';

export const post = <T = unknown>(
  ctx: TestContext,
  url: string,
  token: string,
  payload: unknown,
  headers: Record<string, string> = {},
) =>
  call<T>(ctx.app, {
    method: 'POST',
    url,
    headers: { authorization: token, ...headers },
    payload: payload as Record<string, unknown>,
  });

export const getAs = <T = unknown>(ctx: TestContext, url: string, token?: string, lang = 'en_US') =>
  call<T>(ctx.app, { method: 'GET', url, headers: token ? { authorization: token, lang } : { lang } });

export const report = (
  ctx: TestContext,
  token: string,
  targetType: string,
  targetId: string | bigint,
  over: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  post<ReportAdded>(
    ctx,
    `${REPORT}/add`,
    token,
    { targetType, targetId: String(targetId), reasonType: 'spam', ...over },
    headers,
  );

export const act = (
  ctx: TestContext,
  token: string,
  targetType: string,
  targetId: string | bigint,
  body: Record<string, unknown>,
) => post(ctx, `${CONSOLE}/moderation/${targetType}/${targetId}`, token, body);

/** The member's notices of one kind, newest first. */
export async function noticesOf(ctx: TestContext, token: string, kind: Notice['kind']): Promise<Notice[]> {
  const res = await getAs<NoticePage>(ctx, '/api/hibackend/notice/listPage?pageSize=50', token);
  if (res.status !== 200) throw new Error(`notices: ${JSON.stringify(res.body)}`);
  return res.body.data.list.filter((n) => n.kind === kind);
}

export const fieldOf = (res: { body: { data: unknown } }) =>
  (res.body.data as { fields?: { field: string }[] } | null)?.fields?.[0]?.field;
export const reasonOf = (res: { body: { data: unknown } }) =>
  (res.body.data as { reason?: string } | null)?.reason;
