import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandActivityCard } from '../../shared/schemas/activities.ts';
import type { BrandFollowed, BrandSpecialDetail, MyBrandStatistics } from '../../shared/schemas/content.ts';
import { caller, daysFromNow, makeActivity, wheelBody } from '../activities/activities.fixtures.ts';
import { registerUser, startApp, type TestContext } from '../test/app.ts';

const ADMIN = 'brand-follows@example.com';
const FOLLOW = '/api/hibackend/brandSpecial/frontend/follow/save';
const DETAIL = '/api/hibackend/brandSpecial/frontend/detail';
const VAPE = '/api/hibackend/activity/activityListByFollowedBrands';
const STATS = '/api/hibackend/myStatistics/brandSpecial';
let ctx: TestContext;
let as: ReturnType<typeof caller>;
let admin: string;
let adminId: bigint;
let member: string;
let other: string;
type Fail = { reason: string; fields?: { field: string; key: string; msg: string }[] };

beforeAll(async () => {
  ctx = await startApp({ ADMIN_EMAILS: ADMIN });
  as = caller(ctx);
  const a = await registerUser(ctx, ADMIN);
  admin = a.token;
  adminId = BigInt(a.userInfo.userId);
  member = (await registerUser(ctx, 'brand-fan@example.com')).token;
  other = (await registerUser(ctx, 'brand-other@example.com')).token;
});
afterAll(() => ctx.close());

/** A brand page made through the console, with an uploaded logo. */
async function brandPage(en: string, ru: string): Promise<string> {
  const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#38a' } })
    .png()
    .toBuffer();
  const logoUrl = (await ctx.app.services.uploads.image(adminId, png, 'file')).url;
  const made = await as<{ id: string }>(admin, 'POST', '/api/console/content/brandSpecials', {
    name: { en_US: en, ru_RU: ru },
    description: { en_US: `About ${en}` },
    logoUrl,
  });
  if (made.status !== 200) throw new Error(JSON.stringify(made.body));
  return made.body.data.id;
}

const follow = (token: string | null, brandSpecialId: unknown, on: unknown, lang?: string) =>
  as<BrandFollowed>(token, 'POST', FOLLOW, { brandSpecialId, follow: on }, lang);
const detail = (id: string, token: string | null = null) =>
  as<BrandSpecialDetail>(token, 'GET', `${DETAIL}/${id}`);

describe('following a brand page', () => {
  it('is idempotent both ways, and the detail shows the count and my flag', async () => {
    const id = await brandPage('Aurora', 'Аврора');
    for (let n = 0; n < 2; n++) {
      const res = await follow(member, id, true, 'ru_RU');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ followed: true, followerCount: 1 });
      expect(res.body.msg).toBe('Вы подписались на бренд');
    }
    expect((await detail(id, member)).body.data).toMatchObject({ id, followerCount: 1, followed: true });
    expect((await detail(id, other)).body.data).toMatchObject({ followerCount: 1, followed: false });
    expect((await detail(id)).body.data).toMatchObject({ name: 'Aurora', followerCount: 1, followed: false });
    expect((await follow(other, Number(id), true)).body.data).toEqual({ followed: true, followerCount: 2 });

    for (let n = 0; n < 2; n++) {
      const res = await follow(member, id, false);
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ followed: false, followerCount: 1 });
      expect(res.body.msg).toBe('You no longer follow this brand');
    }
    expect((await detail(id, member)).body.data).toMatchObject({ followerCount: 1, followed: false });
  });

  it('is 404 for an unknown brand, 400 naming the field for bad input, 401 for visitors', async () => {
    for (const on of [true, false]) {
      const res = await as<Fail>(member, 'POST', FOLLOW, { brandSpecialId: '987654321', follow: on });
      expect(res.status).toBe(404);
      expect(res.body.msg).toBe('This brand page does not exist');
    }
    const bad = await as<Fail>(member, 'POST', FOLLOW, { brandSpecialId: 'abc' }, 'ko_KR');
    expect(bad.status).toBe(400);
    expect(bad.body.data.fields?.map((f) => f.field).sort()).toEqual(['brandSpecialId', 'follow']);
    const id = await brandPage('Visitor test', 'Гость');
    const visitor = await follow(null, id, true);
    expect(visitor.status).toBe(401);
    expect((await detail(id)).body.data.followerCount).toBe(0);
    expect((await as(null, 'GET', VAPE)).status).toBe(401);
    expect((await as(null, 'GET', STATS)).status).toBe(401);
  });
});

describe('/activity/vape and my brand figures', () => {
  it('lists only the current activities of the brands I follow, and my brands newest first', async () => {
    const fan = (await registerUser(ctx, 'vape-fan@example.com')).token;
    const nimbus = await brandPage('Nimbus', 'Нимбус');
    const solace = await brandPage('Solace', 'Солас');
    const ignored = await brandPage('Ignored', 'Другой');
    const brandSpecialId = nimbus;
    const open = await makeActivity(ctx, admin, wheelBody({ brandSpecialId }));
    const upcoming = await makeActivity(
      ctx,
      admin,
      wheelBody({ brandSpecialId, startAt: daysFromNow(1), endAt: daysFromNow(2) }),
    );
    await makeActivity(
      ctx,
      admin,
      wheelBody({ brandSpecialId, startAt: daysFromNow(-3), endAt: daysFromNow(-2) }),
    );
    await makeActivity(ctx, admin, wheelBody({ brandSpecialId }), false);
    const solaceOpen = await makeActivity(
      ctx,
      admin,
      wheelBody({ brandSpecialId: solace, startAt: daysFromNow(-0.5) }),
    );
    await makeActivity(ctx, admin, wheelBody({ brandSpecialId: ignored }));
    await makeActivity(ctx, admin, wheelBody());

    const empty = await as<{ list: BrandActivityCard[] }>(fan, 'GET', VAPE);
    expect(empty.status).toBe(200);
    expect(empty.body.data.list).toEqual([]);
    expect((await as<MyBrandStatistics>(fan, 'GET', STATS)).body.data).toEqual({
      followingCount: 0,
      list: [],
    });

    await follow(fan, nimbus, true);
    await follow(fan, solace, true);
    const res = await as<{ list: BrandActivityCard[] }>(fan, 'GET', VAPE, undefined, 'ru_RU');
    expect(res.body.data.list.map((c) => [c.id, c.brandSpecialId])).toEqual([
      [solaceOpen, solace],
      [open, nimbus],
      [upcoming, nimbus],
    ]);
    expect(res.body.data.list[0]).toMatchObject({ title: 'Летнее колесо', state: 'open' });
    // Another member follows nothing: their list stays empty.
    expect((await as<{ list: unknown[] }>(other, 'GET', VAPE)).body.data.list).toEqual([]);

    const stats = await as<MyBrandStatistics>(fan, 'GET', STATS, undefined, 'ru_RU');
    expect(stats.status).toBe(200);
    expect(stats.body.data.followingCount).toBe(2);
    expect(stats.body.data.list.map((b) => [b.id, b.name])).toEqual([
      [solace, 'Солас'],
      [nimbus, 'Нимбус'],
    ]);
    expect(stats.body.data.list[0]?.logoUrl).toMatch(/^\/obs\//);

    // Unfollowing takes the brand's activities off the list.
    await follow(fan, solace, false);
    const after = await as<{ list: BrandActivityCard[] }>(fan, 'GET', VAPE);
    expect(after.body.data.list.map((c) => c.id)).toEqual([open, upcoming]);
    expect((await as<MyBrandStatistics>(fan, 'GET', STATS)).body.data.followingCount).toBe(1);
  });
});
