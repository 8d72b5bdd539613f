import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MySharePage } from '../../shared/schemas/stores.ts';
import type { InfoChecklist, ThirdInfo } from '../../shared/schemas/support.ts';
import { member, publish, uploadPng, type Member } from '../content/articles.fixtures.ts';
import { userIdentities } from '../db/schema.ts';
import { addComment } from '../social/social.fixtures.ts';
import { shareBody, shared } from '../stores/stores.fixtures.ts';
import { act, getAs, MODERATOR, post, report } from '../support/support.fixtures.ts';
import { call, startApp, type TestContext } from '../test/app.ts';

const SETTING = '/api/hibackend/user/setting';
let ctx: TestContext;
let ada: Member;
let bob: Member;

beforeAll(async () => {
  ctx = await startApp({ ADMIN_EMAILS: MODERATOR });
  ada = await member(ctx);
  bob = await member(ctx);
});
afterAll(() => ctx.close());

const unlink = (who: Member, provider = 'facebook') =>
  call<ThirdInfo & { reason?: string }>(ctx.app, {
    method: 'DELETE',
    url: `${SETTING}/thirdInfo/${provider}`,
    headers: { authorization: who.token },
  });
const items = (list: InfoChecklist, category: string) =>
  list.categories.find((c) => c.category === category)?.items;

describe('linked accounts', () => {
  it('shows Facebook unlinked, then linked, and unlinks it while the email sign-in remains', async () => {
    const first = await getAs<ThirdInfo>(ctx, `${SETTING}/thirdInfo`, ada.token);
    expect(first.body.data).toMatchObject({
      accounts: [{ provider: 'facebook', linked: false, linkedAt: null }],
      canUnlink: true,
    });
    const notLinked = await unlink(ada);
    expect([notLinked.status, notLinked.body.data.reason]).toEqual([409, 'NOT_LINKED']);

    await ctx.app.services.database.db
      .insert(userIdentities)
      .values({ userId: ada.userId, provider: 'facebook', subject: `fb-${randomUUID()}` });
    const linked = await getAs<ThirdInfo>(ctx, `${SETTING}/thirdInfo`, ada.token);
    expect(linked.body.data.accounts[0]?.linked).toBe(true);
    // Bob sees only his own.
    expect(
      (await getAs<ThirdInfo>(ctx, `${SETTING}/thirdInfo`, bob.token)).body.data.accounts[0]?.linked,
    ).toBe(false);
    expect((await unlink(bob)).status).toBe(409);

    const done = await unlink(ada);
    expect(done.status).toBe(200);
    expect(done.body.data.accounts[0]?.linked).toBe(false);
    expect((await unlink(ada, 'twitter')).status).toBe(400);
  });
});

describe('the personal data checklist', () => {
  it('counts what we hold about the caller only, with links to see it', async () => {
    const before = (await getAs<InfoChecklist>(ctx, `${SETTING}/infoChecklist`, bob.token)).body.data;
    const articleId = await publish(ctx, bob.token);
    await addComment(ctx, bob.token, articleId, 'First!');
    await report(ctx, bob.token, 'user', ada.userId);
    await post(ctx, '/api/hibackend/workOrder/save', bob.token, { description: 'Help' });
    await post(ctx, '/api/hibackend/user/feedback/add', bob.token, { type: 'bug', content: 'Oops' });
    // Ada's doings never count for Bob.
    await publish(ctx, ada.token);

    const after = (await getAs<InfoChecklist>(ctx, `${SETTING}/infoChecklist`, bob.token)).body.data;
    expect(after.categories.map((c) => c.category)).toContain('linkedAccounts');
    expect(items(after, 'content')).toEqual({
      posts: (items(before, 'content')?.posts ?? 0) + 1,
      comments: (items(before, 'content')?.comments ?? 0) + 1,
    });
    expect(items(after, 'support')).toEqual({ workOrders: 1, feedback: 1, reports: 1 });
    expect(items(after, 'sessions')?.active).toBeGreaterThanOrEqual(1);
    // Registration recorded the two policies accepted.
    expect(items(after, 'privacy')).toEqual({ consents: 2, exports: 0 });
    expect(after.categories.find((c) => c.category === 'addresses')?.link).toBe('/address');
    expect((await getAs(ctx, `${SETTING}/infoChecklist`)).status).toBe(401);
  });
});

describe('my shares', () => {
  it('lists only the caller shares, newest first, without hidden stores', async () => {
    const photo = (await uploadPng(ctx, ada.token)).url;
    const first = await shared(
      ctx,
      ada.token,
      shareBody(photo, { name: `Vape Den ${randomUUID().slice(0, 6)}` }),
    );
    const second = await shared(
      ctx,
      ada.token,
      shareBody(photo, { name: `Cloud Nine ${randomUUID().slice(0, 6)}`, lat: 51.52 }),
    );
    const url = '/api/hibackend/store/evaluate/ownerList?pageSize=1';
    const page1 = await getAs<MySharePage>(ctx, url, ada.token);
    expect(page1.body.data.list.map((s) => s.storeId)).toEqual([second.storeId]);
    expect(page1.body.data.list[0]?.store.name).toContain('Cloud Nine');
    const page2 = await getAs<MySharePage>(ctx, `${url}&cursor=${page1.body.data.nextCursor}`, ada.token);
    expect(page2.body.data.list.map((s) => s.storeId)).toEqual([first.storeId]);
    expect((await getAs<MySharePage>(ctx, url, bob.token)).body.data.list).toEqual([]);

    const admin = await member(ctx, MODERATOR);
    expect((await act(ctx, admin.token, 'store', first.storeId, { action: 'hide' })).status).toBe(200);
    const left = await getAs<MySharePage>(ctx, '/api/hibackend/store/evaluate/ownerList', ada.token);
    expect(left.body.data.list.map((s) => s.storeId)).toEqual([second.storeId]);
  });
});
