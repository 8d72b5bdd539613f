import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberTier, Tiers } from '../../shared/schemas/tiers.ts';
import { jobs, notifications, pointsFlow, tierMoves, users } from '../db/schema.ts';
import { readOutbox, startApp, type TestContext } from '../test/app.ts';
import type { CommentPage, MemberStats } from '../../shared/schemas/social.ts';
import { publish } from '../content/articles.fixtures.ts';
import { addComment } from '../social/social.fixtures.ts';
import { award, get, ledgerHolds, member } from './tiers.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
});
afterAll(async () => ctx?.close());

describe('member tiers', () => {
  it('lists every tier, public, named in the caller language', async () => {
    const ru = await get<Tiers>(ctx, '/api/hibackend/member/tiers', undefined, 'ru_RU');
    expect(ru.status).toBe(200);
    expect(ru.body.data.list.map((t) => [t.code, t.name, t.threshold, t.benefits.multiplier])).toEqual([
      ['MEMBER', 'Участник', 0, 1],
      ['SILVER', 'Серебро', 500, 1.25],
      ['GOLD', 'Золото', 2000, 1.5],
      ['BLACK', 'Блэк', 5000, 2],
    ]);
    expect((await get(ctx, '/api/hibackend/member/tier')).status).toBe(401);
  });

  it('moves up once at the crossing award, paid at the old multiplier; later awards show base and multiplier', async () => {
    const m = await member(ctx);
    const db = ctx.app.services.database.db;
    // The codes others read are cached (decision 118): the move clears them, so this MEMBER read is not
    // what getInfoByh5 answers after the crossing.
    const before = await get<{ tierCode: string }>(ctx, '/api/getInfoByh5', m.token);
    expect(before.body.data.tierCode).toBe('MEMBER');
    for (let i = 1; i <= 6; i++) await award(ctx, m.id, `REVIEW_COMPLETE:t:${i}`);
    const rows = await db
      .select()
      .from(pointsFlow)
      .where(and(eq(pointsFlow.userId, m.id), eq(pointsFlow.ruleCode, 'REVIEW_COMPLETE')))
      .orderBy(asc(pointsFlow.id));
    expect(rows.map((r) => r.delta)).toEqual([100, 100, 100, 100, 100, 125]);
    expect(rows.map((r) => r.qualifyingPoints)).toEqual([100, 100, 100, 100, 100, 100]);
    expect(rows[4]).toMatchObject({ basePoints: null, multiplier: null });
    expect(rows[5]).toMatchObject({ basePoints: 100, multiplier: 1.25 });
    const moves = await db.select().from(tierMoves).where(eq(tierMoves.userId, m.id));
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({
      fromCode: 'MEMBER',
      toCode: 'SILVER',
      reason: 'up',
      qualifyingPoints: 500,
    });
    expect(String(moves[0]?.flowId)).toBe(String(rows[4]?.id));
    await ledgerHolds(ctx, m.id);

    const mine = await get<MemberTier>(ctx, '/api/hibackend/member/tier', m.token, 'ko_KR');
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({
      tier: { code: 'SILVER', name: '실버' },
      qualifyingPoints: 600,
      nextTier: { code: 'GOLD', threshold: 2000 },
      pointsToNext: 1400,
      benefits: { multiplier: 1.25, earlyAccessHours: 0, birthdayBonus: 50 },
    });
    expect(mine.body.data.reviewAt).not.toBeNull();
    const info = await get<{ tierCode: string }>(ctx, '/api/getInfoByh5', m.token);
    expect(info.body.data.tierCode).toBe('SILVER');
    const flows = await get<{ list: { basePoints: number | null; multiplier: number | null }[] }>(
      ctx,
      '/api/hibackend/pointsBalance/pointFlow',
      m.token,
    );
    expect(flows.body.data.list[0]).toMatchObject({ basePoints: 100, multiplier: 1.25 });

    // The notice (in-app, in the reader's language) and its email job.
    const notices = await db.select().from(notifications).where(eq(notifications.userId, m.id));
    expect(notices.filter((n) => n.kind === 'tierUp').map((n) => n.link)).toEqual(['/member/tier']);
    const mails = await db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `notice-mail:tierUp:tier-move:${moves[0]?.id}`));
    expect(mails).toHaveLength(1);
    // Sent after the commit by the job queue, in the member's language.
    await db.update(users).set({ lang: 'ko_KR' }).where(eq(users.id, m.id));
    await ctx.app.services.jobs.runDue();
    const [me] = await db.select({ email: users.email }).from(users).where(eq(users.id, m.id));
    const sent = readOutbox(ctx.dataDir).filter((x) => x.to === me?.email && x.code === null);
    expect(sent.map((x) => x.subject)).toEqual(['실버 등급이 되었습니다!']);
    expect(sent[0]?.text).toContain('/member/tier');

    const { tiers } = ctx.app.services;
    expect(await tiers.recompute(m.id)).toEqual(await tiers.stored(m.id));
  });

  it('shows others only the tier code: on comment authors and the profile, never their points', async () => {
    const silver = await member(ctx);
    const other = await member(ctx);
    for (let i = 1; i <= 5; i++) await award(ctx, silver.id, `REVIEW_COMPLETE:p:${i}`);
    const articleId = await publish(ctx, other.token);
    expect((await addComment(ctx, silver.token, articleId, 'Nice pod')).status).toBe(200);
    const page = await get<CommentPage>(
      ctx,
      `/api/hibackend/article/evaluate/listPage?articleId=${articleId}`,
    );
    expect(page.body.data.list[0]?.author).toMatchObject({ userId: String(silver.id), tierCode: 'SILVER' });
    const profile = await get<MemberStats>(
      ctx,
      `/api/hibackend/myStatistics/other?userId=${silver.id}`,
      other.token,
    );
    expect(profile.status).toBe(200);
    expect(profile.body.data.user.tierCode).toBe('SILVER');
    expect(JSON.stringify(profile.body.data)).not.toMatch(/qualifying|reviewAt|balance/i);
    // The tier details are the caller's own: the other member reads theirs, not Silver's.
    const mine = await get<MemberTier>(ctx, '/api/hibackend/member/tier', other.token);
    expect(mine.body.data).toMatchObject({ tier: { code: 'MEMBER' }, qualifyingPoints: 0, reviewAt: null });
    const screen = await get(ctx, `/api/console/tiers/members/${silver.id}`, other.token);
    expect(screen.status).toBe(403);
  });
});
