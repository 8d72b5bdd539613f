import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonPage } from '../../shared/schemas/social.ts';
import { API, detail, get, member, publish, type Member } from '../content/articles.fixtures.ts';
import { call, startApp, type TestContext } from '../test/app.ts';

// Issue 35, item 7: a block also reaches other members' follow lists and direct article links.
let ctx: TestContext;
let me: Member;
let blocked: Member;
let friend: Member;
let other: Member;

beforeAll(async () => {
  ctx = await startApp();
  [me, blocked, friend, other] = [await member(ctx), await member(ctx), await member(ctx), await member(ctx)];
});
afterAll(() => ctx.close());

const post = (who: Member, url: string, payload: Record<string, unknown>) =>
  call(ctx.app, { method: 'POST', url, headers: { authorization: who.token }, payload });
const block = (on: boolean) =>
  post(me, '/api/hibackend/user/shield/save', { userId: String(blocked.userId), block: on });
const follow = (who: Member, target: Member) =>
  post(who, `${API}/follow/save`, { userId: String(target.userId), follow: true });

/** The user ids in `friend`'s following and followers lists, as `who` (or a visitor) reads them. */
async function friendLists(who?: Member) {
  const ids = async (side: 'friend' | 'fans') => {
    const url = `${API}/follow/${side}/listPage?userId=${friend.userId}&pageSize=50`;
    const res = await get<PersonPage>(ctx, url, who?.token);
    expect(res.status).toBe(200);
    return res.body.data.list.map((p) => p.userId).sort();
  };
  return { following: await ids('friend'), followers: await ids('fans') };
}

describe('a block reaches other lists and links', () => {
  it('leaves the blocked member out of another member’s follower and following lists, for me only', async () => {
    for (const [a, b] of [
      [friend, blocked],
      [friend, other],
      [blocked, friend],
      [other, friend],
    ] as const) {
      expect((await follow(a, b)).status).toBe(200);
    }
    const both = [String(blocked.userId), String(other.userId)].sort();
    const all = { following: both, followers: both };
    expect(await friendLists(me)).toEqual(all);

    expect((await block(true)).status).toBe(200);
    const withoutBlocked = { following: [String(other.userId)], followers: [String(other.userId)] };
    expect(await friendLists(me)).toEqual(withoutBlocked);
    // Nobody else's view changes.
    expect(await friendLists()).toEqual(all);
    expect(await friendLists(other)).toEqual(all);

    expect((await block(false)).status).toBe(200);
    expect(await friendLists(me)).toEqual(all);
  });

  it('answers 404 for an article by a member I blocked, opened from a direct link; unblock restores it', async () => {
    const id = await publish(ctx, blocked.token, { title: 'Read me from a direct link please' });
    expect((await detail(ctx, id, me.token)).status).toBe(200);

    expect((await block(true)).status).toBe(200);
    const hidden = await detail(ctx, id, me.token);
    expect(hidden.status).toBe(404);
    // The same answer as an article that does not exist: it does not tell me who blocked whom.
    const missing = await detail(ctx, '999999999', me.token);
    expect(hidden.body).toMatchObject({ code: missing.body.code, msg: missing.body.msg });
    // Visitors, other members and the author still read it.
    expect((await detail(ctx, id)).status).toBe(200);
    expect((await detail(ctx, id, other.token)).status).toBe(200);
    expect((await detail(ctx, id, blocked.token)).status).toBe(200);

    expect((await block(false)).status).toBe(200);
    expect((await detail(ctx, id, me.token)).status).toBe(200);
  });
});
