import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maskName } from '../../shared/activities/mask.ts';
import type { Member } from '../content/articles.fixtures.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { quickMembers } from '../social/social.fixtures.ts';
import { call, startApp, type TestContext } from '../test/app.ts';
import { drawActivity } from './lottery.draw.ts';
import { drawOutcome, entrants, makeDrawActivity } from './lottery.fixtures.ts';
import type { LotteryView } from '../../shared/schemas/activities.ts';

let ctx: TestContext;
let db: Db;
let members: Member[];

beforeAll(async () => {
  ctx = await startApp();
  db = ctx.app.services.database.db;
  members = await quickMembers(ctx, 8);
  // Nicknames of several lengths, so masking shows; member 0 keeps only a user name.
  for (const [i, m] of members.entries()) {
    if (i === 0) continue;
    await db
      .update(users)
      .set({ nickName: `Nick${'x'.repeat(i)}` })
      .where(eq(users.id, m.userId));
  }
});
afterAll(async () => ctx?.close());

const entrantsOf = (n: number) => entrants(members, n);
const outcome = (activityId: bigint) => drawOutcome(db, activityId);

describe('GET activity/lottery', () => {
  const view = (activityId: bigint, token?: string) =>
    call<LotteryView>(ctx.app, {
      method: 'GET',
      url: `/api/hibackend/activity/lottery?id=${activityId}`,
      headers: token ? { authorization: token, 'accept-language': 'ru-RU' } : {},
    });

  it('shows my entries, then the masked winners after the draw', async () => {
    const activityId = await makeDrawActivity(db, {
      prizes: [{ name: 'Gold', stock: 2 }],
      entrants: entrantsOf(8),
    });
    const me = members[1] as Member;
    const before = await view(activityId, me.token);
    expect(before.status).toBe(200);
    expect(before.body.data).toMatchObject({ state: 'closed', drawn: false, drawnAt: null, entries: 15 });
    expect(before.body.data.myEntries).toEqual([
      { entryNo: 2, won: false, prizeName: null },
      { entryNo: 9, won: false, prizeName: null },
    ]);
    expect(before.body.data.winners).toEqual([]);

    await drawActivity(db, activityId);
    const after = (await view(activityId, me.token)).body.data;
    expect(after.state).toBe('drawn');
    const { awards, entries } = await outcome(activityId);
    const names = await db
      .select()
      .from(users)
      .where(
        inArray(
          users.id,
          awards.map((w) => w.userId),
        ),
      );
    const expected = entries
      .filter((e) => e.wonPrizeId !== null)
      .map((e) => {
        const u = names.find((n) => n.id === e.userId);
        return {
          maskedName: maskName(u?.nickName ?? u?.userName ?? ''),
          prizeName: 'Gold',
          entryNo: e.entryNo,
        };
      });
    const anonymous = await view(activityId);
    expect(anonymous.body.data.myEntries).toEqual([]);
    expect(anonymous.body.data.winners).toEqual(expected);
    const mineWon = entries.some((e) => e.userId === me.userId && e.wonPrizeId !== null);
    expect(after.myEntries.filter((e) => e.won)).toHaveLength(mineWon ? 1 : 0);
    // The viewer's language names the prize.
    for (const e of after.myEntries) expect(e.prizeName).toBe(e.won ? 'Gold (ru)' : null);
  });

  it('answers 404 for a draft or unknown id and 409 WRONG_TYPE for a wheel', async () => {
    expect((await view(await makeDrawActivity(db, { published: false }))).status).toBe(404);
    expect((await view(999_999n)).status).toBe(404);
    const wheel = await view(await makeDrawActivity(db, { type: 'turntable' }));
    expect(wheel.status).toBe(409);
    expect(wheel.body).toMatchObject({ data: { reason: 'WRONG_TYPE' } });
  });
});
