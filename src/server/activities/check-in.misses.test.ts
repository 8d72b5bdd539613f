import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '../../shared/messages/messages.ts';
import type { Member } from '../content/articles.fixtures.ts';
import { checkInMisses } from '../db/schema.ts';
import { quickMembers } from '../social/social.fixtures.ts';
import { call, startApp, type TestContext } from '../test/app.ts';
import { CHECK_IN_MISSES } from './check-in.misses.ts';
import { insertActivity } from './reservations.fixtures.ts';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
}, 60_000);
afterAll(() => ctx.close());

type Answer = { entryNo?: number; reason?: string; retryAfter?: number };
const checkIn = (who: Member, activityId: bigint, code: string, lang = 'en_US') =>
  call<Answer>(ctx.app, {
    method: 'POST',
    url: '/api/hibackend/activity/reserve/offline/add',
    headers: { authorization: who.token, lang },
    payload: { activityId: String(activityId), code },
  });
const offline = async (code: string) =>
  (
    await insertActivity(ctx, {
      type: 'offline',
      checkInCode: code,
      startIn: -5,
      endIn: 600,
      perMemberLimit: 1,
    })
  ).activity;
const wrongFor = (right: string, i: number) => String((Number(right) + 1 + i) % 10_000).padStart(4, '0');

describe('guessing the store check-in code', () => {
  it('stops a member after 5 wrong codes in 10 minutes, even for the right code, and names the reason', async () => {
    const activity = await offline('4821');
    const [m, other] = (await quickMembers(ctx, 2)) as [Member, Member];
    for (let i = 0; i < CHECK_IN_MISSES.member.max; i++) {
      const wrong = await checkIn(m, activity.id, wrongFor('4821', i));
      expect([wrong.status, wrong.body.data.reason]).toEqual([400, 'WRONG_CODE']);
    }
    // The right code now is refused like a wrong one: a 429 tells a guesser nothing.
    const stopped = await checkIn(m, activity.id, '4821', 'ru_RU');
    expect([stopped.status, stopped.body.data.reason]).toEqual([429, 'CHECK_IN_CODE_LIMIT']);
    const wait = stopped.body.data.retryAfter ?? 0;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    expect(stopped.body.msg).toBe(translate('ru_RU', 'activity.checkInCodeLimit', { seconds: wait }));
    expect((await checkIn(m, activity.id, wrongFor('4821', 9))).status).toBe(429);

    // Someone else at the store checks in; the member does once the misses are 10 minutes old.
    expect((await checkIn(other, activity.id, '4821')).status).toBe(200);
    await ctx.app.services.database.db
      .update(checkInMisses)
      .set({ at: sql`${checkInMisses.at} - interval '11 minutes'` })
      .where(eq(checkInMisses.userId, m.userId));
    expect((await checkIn(m, activity.id, '4821')).status).toBe(200);
  });

  it('closes the activity to check-ins for the hour after 100 wrong codes from many members', async () => {
    const activity = await offline('0917');
    const guessers = await quickMembers(ctx, CHECK_IN_MISSES.activity.max / CHECK_IN_MISSES.member.max);
    let tried = 0;
    for (const g of guessers) {
      for (let i = 0; i < CHECK_IN_MISSES.member.max; i++) {
        expect((await checkIn(g, activity.id, wrongFor('0917', tried++))).status).toBe(400);
      }
    }
    const [late] = (await quickMembers(ctx, 1)) as [Member];
    const locked = await checkIn(late, activity.id, '0917');
    expect([locked.status, locked.body.data.reason]).toEqual([429, 'CHECK_IN_CODE_LOCKED']);
    expect(locked.body.data.retryAfter).toBeLessThanOrEqual(3600);
    expect(locked.body.msg).toBe(
      translate('en_US', 'activity.checkInCodeLocked', { seconds: locked.body.data.retryAfter ?? 0 }),
    );
    // Other activities are untouched.
    const elsewhere = await offline('5555');
    expect((await checkIn(late, elsewhere.id, '5555')).status).toBe(200);
  });
});
