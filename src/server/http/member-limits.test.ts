import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish, type Member } from '../content/articles.fixtures.ts';
import { users } from '../db/schema.ts';
import { addComment, quickMembers } from '../social/social.fixtures.ts';
import { startApp, type TestContext } from '../test/app.ts';

let ctx: TestContext;
let articleId: string;

beforeAll(async () => {
  // Every injected call comes from one address: the per-IP limit must not be the one that answers.
  ctx = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  const [author] = (await quickMembers(ctx, 1)) as [Member];
  articleId = await publish(ctx, author.token);
});
afterAll(() => ctx.close());

const reasonOf = (res: { body: { data: unknown } }) => (res.body.data as { reason?: string } | null)?.reason;

describe('per-member rate limits', () => {
  it('count the member, however the token is written: comments stop at 30 a minute', async () => {
    const [m] = (await quickMembers(ctx, 1)) as [Member];
    // Raw, `Bearer`, lower case, and `Bearer` + n spaces: one session, so one bucket.
    const spellings = (i: number) =>
      [m.token, `Bearer ${m.token}`, `bearer ${m.token}`, `Bearer${' '.repeat(2 + (i % 7))}${m.token}`][
        i % 4
      ] as string;
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await addComment(ctx, spellings(i), articleId, `Comment ${i}`));
    expect(answers.slice(0, 30).map((a) => a.status)).toEqual(Array(30).fill(200));
    expect([answers[30]?.status, reasonOf(answers[30]!)]).toEqual([429, 'RATE_LIMITED']);
    expect((await addComment(ctx, `Bearer          ${m.token}`, articleId, 'One more')).status).toBe(429);

    // Another member on the same address has a bucket of their own.
    const [other] = (await quickMembers(ctx, 1)) as [Member];
    expect((await addComment(ctx, other.token, articleId, 'Hello')).status).toBe(200);
  });

  it('share one bucket across the member’s sessions', async () => {
    const [m] = (await quickMembers(ctx, 1)) as [Member];
    const { auth, database } = ctx.app.services;
    const [user] = await database.db.select().from(users).where(eq(users.id, m.userId));
    const second = await database.db.transaction((tx) => auth.openSession(tx, user!));
    for (let i = 0; i < 30; i++) {
      const token = i % 2 === 0 ? m.token : second.token;
      expect((await addComment(ctx, token, articleId, `Two devices ${i}`)).status).toBe(200);
    }
    expect((await addComment(ctx, second.token, articleId, 'Too many')).status).toBe(429);
  });
});
