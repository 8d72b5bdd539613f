import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Option, ReportDetail, ReportPage } from '../../shared/schemas/support.ts';
import { member, publish, uploadPng, type Member } from '../content/articles.fixtures.ts';
import { reports } from '../db/schema.ts';
import { addComment, quickMembers } from '../social/social.fixtures.ts';
import { startApp, type TestContext } from '../test/app.ts';
import { fieldOf, getAs, post, reasonOf, report, REPORT } from './support.fixtures.ts';

let ctx: TestContext;
let author: Member;
let reporter: Member;
let articleId: string;
let commentId: string;

beforeAll(async () => {
  ctx = await startApp();
  const made = await quickMembers(ctx, 2);
  author = made[0] as Member;
  reporter = made[1] as Member;
  articleId = await publish(ctx, author.token);
  const comment = await addComment(ctx, author.token, articleId, 'Buy cheap pods at my site');
  commentId = comment.body.data.id;
});
afterAll(() => ctx.close());

const rowsOf = async (userId: bigint) =>
  ctx.app.services.database.db.select().from(reports).where(eq(reports.reporterId, userId));

describe('reporting content and members', () => {
  it('numbers a report, lists it under "submitted" and shows it only to its reporter', async () => {
    const res = await report(ctx, reporter.token, 'comment', commentId, { text: 'Selling outside the shop' });
    expect(res.status).toBe(200);
    expect(res.body.data.reportNumber).toMatch(/^R\d{8}-\d{6}$/);
    const [row] = (await rowsOf(reporter.userId)).filter((r) => String(r.id) === res.body.data.id);
    // The queue reads who reported: id, name, email and nickname (spec §6).
    expect(row?.reporter.userId).toBe(String(reporter.userId));
    expect(row?.reporter.email).toContain('@');
    expect(row?.targetOwnerId).toBe(author.userId);
    expect(row?.targetSnippet).toBe('Buy cheap pods at my site');

    const tab = await getAs<ReportPage>(ctx, `${REPORT}/list?tab=submitted`, reporter.token);
    expect(tab.body.data.list.map((r) => r.reportNumber)).toContain(res.body.data.reportNumber);
    const done = await getAs<ReportPage>(ctx, `${REPORT}/list?tab=completed`, reporter.token);
    expect(done.body.data.list).toHaveLength(0);

    const mine = await getAs<ReportDetail>(ctx, `${REPORT}/${res.body.data.id}`, reporter.token, 'ru_RU');
    expect(mine.status).toBe(200);
    expect(mine.body.data.reason).toBe('Спам или реклама');
    expect(mine.body.data.text).toBe('Selling outside the shop');

    const [other] = await quickMembers(ctx, 1);
    const theirs = await getAs(ctx, `${REPORT}/${res.body.data.id}`, other?.token);
    expect(theirs.status).toBe(404);
    const theirList = await getAs<ReportPage>(ctx, `${REPORT}/list`, other?.token);
    expect(theirList.body.data.list).toHaveLength(0);
  });

  it('is 409 ALREADY_REPORTED for a second open report on one target, and writes nothing', async () => {
    const [someone] = await quickMembers(ctx, 1);
    if (!someone) throw new Error('member');
    expect((await report(ctx, someone.token, 'article', articleId)).status).toBe(200);
    const again = await report(ctx, someone.token, 'article', articleId, { reasonType: 'hate' });
    expect(again.status).toBe(409);
    expect(reasonOf(again)).toBe('ALREADY_REPORTED');
    expect(await rowsOf(someone.userId)).toHaveLength(1);
  });

  it('names the field for a bad target, reason, own content or picture', async () => {
    const missing = await report(ctx, reporter.token, 'article', '987654321');
    expect([missing.status, fieldOf(missing)]).toEqual([400, 'targetId']);
    const own = await report(ctx, author.token, 'comment', commentId);
    expect([own.status, fieldOf(own)]).toEqual([400, 'targetId']);
    const self = await report(ctx, author.token, 'user', author.userId);
    expect([self.status, fieldOf(self)]).toEqual([400, 'targetId']);
    const reason = await report(ctx, reporter.token, 'user', author.userId, { reasonType: 'boring' });
    expect([reason.status, fieldOf(reason)]).toEqual([400, 'reasonType']);
    const type = await report(ctx, reporter.token, 'product', author.userId);
    expect([type.status, fieldOf(type)]).toEqual([400, 'targetType']);
    const theirs = (await uploadPng(ctx, author.token)).url;
    const picture = await report(ctx, reporter.token, 'user', author.userId, { pictures: [theirs] });
    expect([picture.status, fieldOf(picture)]).toEqual([400, 'pictures']);
  });

  it('lists the reasons in the caller language, product reasons apart', async () => {
    const content = await getAs<Option[]>(ctx, `${REPORT}/reportType`, reporter.token, 'ko_KR');
    expect(content.body.data.map((o) => o.code)).toContain('harassment');
    expect(content.body.data.find((o) => o.code === 'spam')?.name).not.toBe('Spam or advertising');
    const product = await getAs<Option[]>(ctx, `${REPORT}/reportType?targetType=product`, reporter.token);
    expect(product.body.data.map((o) => o.code)).toEqual(['counterfeit', 'quality']);
  });

  it('a retry with the same Idempotency-Key answers the same number and files one report', async () => {
    const [someone, target] = await quickMembers(ctx, 2);
    if (!someone || !target) throw new Error('members');
    const key = { 'idempotency-key': `report-${randomUUID()}` };
    const first = await report(ctx, someone.token, 'user', target.userId, {}, key);
    const second = await report(ctx, someone.token, 'user', target.userId, {}, key);
    expect(first.status).toBe(200);
    expect(second.body.data).toEqual(first.body.data);
    expect(await rowsOf(someone.userId)).toHaveLength(1);
  });
});

describe('report floods', () => {
  it('the 11th report in an hour is 429 REPORT_LIMIT', async () => {
    const [flooder, ...targets] = await quickMembers(ctx, 12);
    if (!flooder) throw new Error('members');
    for (const t of targets.slice(0, 10)) {
      expect((await report(ctx, flooder.token, 'user', t.userId)).status).toBe(200);
    }
    const eleventh = await report(ctx, flooder.token, 'user', targets[10]?.userId ?? 0n);
    expect(eleventh.status).toBe(429);
    expect(reasonOf(eleventh)).toBe('REPORT_LIMIT');
    expect(await rowsOf(flooder.userId)).toHaveLength(10);
  });

  it('at once: 16 reports on different targets file exactly 10; 8 on one target file exactly 1', async () => {
    const [flooder, ...targets] = await quickMembers(ctx, 17);
    if (!flooder) throw new Error('members');
    const statuses = await Promise.all(
      targets.map(async (t) => (await report(ctx, flooder.token, 'user', t.userId)).status),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(6);
    expect(await rowsOf(flooder.userId)).toHaveLength(10);

    const [twin] = await quickMembers(ctx, 1);
    const same = await Promise.all(
      Array.from(
        { length: 8 },
        async () => (await report(ctx, twin?.token ?? '', 'comment', commentId)).status,
      ),
    );
    expect(same.filter((s) => s === 200)).toHaveLength(1);
    expect(same.filter((s) => s === 409)).toHaveLength(7);
  });
});

describe('product reports', () => {
  const body = (images: string[], over: Record<string, unknown> = {}) => ({
    productName: 'Mint Ice 600',
    reasonType: 'counterfeit',
    images,
    salesStore: 'Corner Vape',
    contact: '+44 7700 900123',
    reportTime: '2026-11-01',
    description: 'The seal was broken and the code did not verify.',
    code: 'ABCD1234EFGH',
    ...over,
  });

  it('files a numbered product report with its details; pictures and the date are checked', async () => {
    const photo = (await uploadPng(ctx, reporter.token)).url;
    const url = '/api/hibackend/productReport/add';
    const none = await post(ctx, url, reporter.token, body([]));
    expect([none.status, fieldOf(none)]).toEqual([400, 'images']);
    const future = await post(ctx, url, reporter.token, body([photo], { reportTime: '2999-01-01' }));
    expect([future.status, fieldOf(future)]).toEqual([400, 'reportTime']);
    const long = await post(ctx, url, reporter.token, body([photo], { productName: 'p'.repeat(51) }));
    expect([long.status, fieldOf(long)]).toEqual([400, 'productName']);

    const res = await post<{ id: string; reportNumber: string }>(ctx, url, reporter.token, body([photo]));
    expect(res.status).toBe(200);
    expect(res.body.data.reportNumber).toMatch(/^R\d{8}-\d{6}$/);
    const detail = await getAs<ReportDetail>(ctx, `${REPORT}/${res.body.data.id}`, reporter.token);
    expect(detail.body.data).toMatchObject({
      targetType: 'product',
      targetId: null,
      reasonType: 'counterfeit',
      pictures: [photo],
      product: { productName: 'Mint Ice 600', salesStore: 'Corner Vape', code: 'ABCD1234EFGH' },
    });
  });

  it('needs a member', async () => {
    const res = await getAs(ctx, `${REPORT}/list`);
    expect(res.status).toBe(401);
    await member(ctx);
  });
});
