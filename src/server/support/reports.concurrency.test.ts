import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publish, uploadPng, type Member } from '../content/articles.fixtures.ts';
import { reports } from '../db/schema.ts';
import { addComment, quickMembers } from '../social/social.fixtures.ts';
import { startApp, type TestContext } from '../test/app.ts';
import { post, report } from './support.fixtures.ts';

// Row locks only mean something on a server with real concurrent connections.
const onPostgres = process.env.TEST_DB === 'postgres';

let ctx: TestContext;
let author: Member;

beforeAll(async () => {
  if (!onPostgres) return;
  ctx = await startApp({ RATE_LIMIT_PER_MINUTE: '100000' });
  [author] = (await quickMembers(ctx, 1)) as [Member];
});
afterAll(async () => {
  if (onPostgres) await ctx.close();
});

const storedBy = async (userId: bigint) =>
  (await ctx.app.services.database.db.select().from(reports).where(eq(reports.reporterId, userId))).length;

describe('one member reporting in parallel, each request with its own Idempotency-Key', () => {
  // The key's row takes a key-share lock on the member's users row (its foreign key); the report
  // then locks that row: FOR UPDATE deadlocked with the other requests' key shares (500s).
  it.runIf(onPostgres)('files 8 reports at once without a 500', async () => {
    const [reporter] = (await quickMembers(ctx, 1)) as [Member];
    const articleId = await publish(ctx, author.token);
    const comments: string[] = [];
    for (let i = 0; i < 8; i++) {
      comments.push((await addComment(ctx, author.token, articleId, `Comment ${i}`)).body.data.id);
    }
    const answers = await Promise.all(
      comments.map((id) =>
        report(ctx, reporter.token, 'comment', id, {}, { 'idempotency-key': randomUUID() }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(await storedBy(reporter.userId)).toBe(8);
  });

  it.runIf(onPostgres)('files 8 product reports at once without a 500', async () => {
    const [reporter] = (await quickMembers(ctx, 1)) as [Member];
    const photo = (await uploadPng(ctx, reporter.token)).url;
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(
          ctx,
          '/api/hibackend/productReport/add',
          reporter.token,
          {
            productName: `Mint Ice ${i}`,
            reasonType: 'counterfeit',
            images: [photo],
            salesStore: 'Corner Vape',
            contact: '+44 7700 900123',
            reportTime: '2026-11-01',
            description: 'The seal was broken and the code did not verify.',
            code: 'ABCD1234EFGH',
          },
          { 'idempotency-key': randomUUID() },
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
    expect(await storedBy(reporter.userId)).toBe(8);
  });
});
