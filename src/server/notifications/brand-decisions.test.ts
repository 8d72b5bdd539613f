import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notice, NoticePage } from '../../shared/schemas/social.ts';
import { makeDrawActivity } from '../activities/lottery.fixtures.ts';
import { ageProofs, emailCodes, jobs, users } from '../db/schema.ts';
import { ADMIN, createPrize, member, redeem, type Member } from '../prizes/prizes.fixtures.ts';
import { call, lastCode, readOutbox, registerUser, startApp, type TestContext } from '../test/app.ts';

/** The app, the console's session, and two members with points and an address. */
let [ctx, admin, alice, bob] = [] as unknown as [TestContext, string, Member, Member];

beforeAll(async () => {
  ctx = await startApp({ ADMIN_EMAILS: ADMIN });
  const made = [];
  // Points enough for a few orders each; every order ships to their one address.
  for (const name of ['alice', 'bob']) made.push(await member(ctx, `${name}@example.com`, 1000));
  [alice, bob] = made as [Member, Member];
  admin = (await registerUser(ctx, ADMIN)).token;
}, 60_000);
afterAll(() => ctx.close());

const db = () => ctx.app.services.database.db;

async function bell(token: string, lang = 'en_US'): Promise<Notice[]> {
  const res = await call<NoticePage>(ctx.app, {
    method: 'GET',
    url: '/api/hibackend/notice/listPage?pageSize=50',
    headers: { authorization: token, lang },
  });
  expect(res.status).toBe(200);
  return res.body.data.list;
}
const ofKind = async (token: string, kind: Notice['kind'], lang?: string) =>
  (await bell(token, lang)).filter((n) => n.kind === kind);

/** The notice emails sent to `email` (sign-in codes left out). */
const mailsTo = (email: string) => readOutbox(ctx.dataDir).filter((m) => m.to === email && m.code === null);

/** Runs the queue: the emails go out after the decision committed. */
const runJobs = () => ctx.app.services.jobs.runDue();

/** As after a lost lease or a crash before the queue recorded the end: the job runs once more. */
async function rerun(dedupeKey: string) {
  const rows = await db()
    .update(jobs)
    .set({ doneAt: null, attempts: 0, lockedUntil: null, lockedBy: null, runAt: sql`now()` })
    .where(eq(jobs.dedupeKey, dedupeKey))
    .returning({ id: jobs.id });
  expect(rows).toHaveLength(1);
  await runJobs();
}

const ship = (id: string, body: Record<string, unknown> = {}) =>
  call(ctx.app, {
    method: 'POST',
    url: `/api/console/redeems/${id}/ship`,
    headers: { authorization: admin },
    payload: body,
  });

async function order(who: Member): Promise<{ id: string; orderNo: string }> {
  const prizeId = await createPrize(ctx, admin, {
    name: { en_US: 'Pod kit', ru_RU: 'Под-система', ko_KR: '팟 키트', zh_CN: '小烟套装' },
    points: 10,
  });
  const res = await redeem(ctx, who, { prizeId, quantity: 1 });
  expect(res.status).toBe(200);
  return { id: res.body.data.redeemId, orderNo: res.body.data.orderNo };
}

async function signInWith(email: string, lang: string) {
  await db()
    .update(emailCodes)
    .set({ sentAt: sql`now() - interval '61 seconds'` })
    .where(eq(emailCodes.email, email));
  const sent = await call(ctx.app, {
    method: 'POST',
    url: '/api/sendMailCaptcha',
    payload: { email, scene: 'login' },
  });
  expect(sent.status).toBe(200);
  const res = await call<{ token: string }>(ctx.app, {
    method: 'POST',
    url: '/api/auth/h5Login',
    headers: { lang },
    payload: { email, code: lastCode(ctx.dataDir, email), agreeLogin: true },
  });
  expect(res.status).toBe(200);
  return res.body.data.token;
}

const langOf = async (userId: bigint) =>
  (await db().select({ lang: users.lang }).from(users).where(eq(users.id, userId)))[0]?.lang;

describe('the brand ships a prize order', () => {
  it('tells the member at once, links to the order, and mails once in their language', async () => {
    // Signing in in Russian makes Russian the member's language for emails.
    expect(await langOf(alice.userId)).toBeNull();
    alice.token = await signInWith('alice@example.com', 'ru_RU');
    expect(await langOf(alice.userId)).toBe('ru_RU');

    const { id, orderNo } = await order(alice);
    expect((await ship(id, { carrier: 'DHL', trackingNo: 'JD0001' })).status).toBe(200);

    const [told, ...more] = await ofKind(alice.token, 'redeemShipped');
    expect(more).toEqual([]);
    expect(told).toMatchObject({
      link: `/order/detail/${id}`,
      snippet: `${orderNo} · DHL JD0001`,
      read: false,
    });
    // Nobody else hears of it, nor can mark it read.
    expect(await ofKind(bob.token, 'redeemShipped')).toEqual([]);
    const foreign = await call(ctx.app, {
      method: 'POST',
      url: `/api/hibackend/notice/read/${told?.id}`,
      headers: { authorization: bob.token },
    });
    expect(foreign.status).toBe(404);

    // The email waits for the queue (after the commit), then goes out once, in Russian.
    expect(mailsTo('alice@example.com')).toEqual([]);
    await runJobs();
    const [mail, ...again] = mailsTo('alice@example.com');
    expect(again).toEqual([]);
    expect(mail?.subject).toBe('Ваш приз «Под-система» уже в пути');
    expect(mail?.text).toContain(orderNo);
    expect(mail?.text).toContain('DHL JD0001');
    expect(mail?.text).toContain(`${ctx.config.publicUrl}/order/detail/${id}`);

    // A rerun of the job and a second shipping send nothing more.
    await rerun(`notice-mail:redeemShipped:redeem:${id}`);
    expect((await ship(id)).status).toBe(409);
    await runJobs();
    expect(mailsTo('alice@example.com')).toHaveLength(1);
    expect(await ofKind(alice.token, 'redeemShipped')).toHaveLength(1);
  });

  it('mails nothing to a member who turned email notices off, but still tells them in the app', async () => {
    await db().update(users).set({ emailNotices: false }).where(eq(users.id, bob.userId));
    const { id } = await order(bob);
    expect((await ship(id)).status).toBe(200);
    await runJobs();
    expect(await ofKind(bob.token, 'redeemShipped')).toMatchObject([{ link: `/order/detail/${id}` }]);
    expect(mailsTo('bob@example.com')).toEqual([]);
    await db().update(users).set({ emailNotices: true }).where(eq(users.id, bob.userId));
  });
});

describe('the brand reviews a proof of age', () => {
  const review = (id: bigint, body: Record<string, unknown>) =>
    call(ctx.app, {
      method: 'POST',
      url: `/api/console/proofs/${id}/review`,
      headers: { authorization: admin },
      payload: body,
    });

  it('tells the member of a rejection with its reason and of an approval, each by mail too', async () => {
    const [proof] = await db()
      .insert(ageProofs)
      .values({ userId: bob.userId, fileKey: `proofs/${randomUUID().replace(/-/g, '')}.jpg` })
      .returning();
    if (!proof) throw new Error('proof');
    expect((await review(proof.id, { decision: 'rejected', reason: 'The picture is blurred' })).status).toBe(
      200,
    );
    expect(await ofKind(bob.token, 'proofRejected')).toMatchObject([
      { link: '/setting/proof', snippet: 'The picture is blurred' },
    ]);
    expect(await ofKind(alice.token, 'proofRejected')).toEqual([]);
    await runJobs();
    // No language stored: English.
    expect(mailsTo('bob@example.com')).toMatchObject([
      {
        subject: 'Your proof of age was not approved',
        text: expect.stringContaining('The picture is blurred') as unknown,
      },
    ]);

    expect((await review(proof.id, { decision: 'approved' })).status).toBe(200);
    // The same decision again tells nothing new.
    expect((await review(proof.id, { decision: 'approved' })).status).toBe(200);
    expect(await ofKind(bob.token, 'proofApproved')).toMatchObject([{ link: '/setting/proof' }]);
    await runJobs();
    const mails = mailsTo('bob@example.com');
    expect(mails.map((m) => m.subject)).toEqual([
      'Your proof of age was not approved',
      'Your proof of age is approved',
    ]);
    expect(mails[1]?.text).toContain(`${ctx.config.publicUrl}/setting/proof`);
  });
});

describe('a member wins a draw', () => {
  it('tells the winner in the language they read, links to the result, and mails once', async () => {
    const carol = await member(ctx, 'carol@example.com');
    await db().update(users).set({ lang: 'ko_KR' }).where(eq(users.id, carol.userId));
    const activityId = await makeDrawActivity(db(), {
      type: 'raffle',
      prizes: [{ name: 'Gold', stock: 1 }],
      entrants: [carol.userId],
    });
    await runJobs();
    const link = `/winner/${activityId}`;
    expect(await ofKind(carol.token, 'drawWon', 'ru_RU')).toMatchObject([{ link, snippet: 'Gold (ru)' }]);
    expect(await ofKind(carol.token, 'drawWon', 'en_US')).toMatchObject([{ link, snippet: 'Gold' }]);
    expect(await ofKind(alice.token, 'drawWon')).toEqual([]);
    const [mail, ...again] = mailsTo('carol@example.com');
    expect(again).toEqual([]);
    expect(mail?.subject).toBe('Gold에 당첨되었습니다!');
    expect(mail?.text).toContain(`${ctx.config.publicUrl}${link}`);

    const [job] = await db()
      .select({ key: jobs.dedupeKey })
      .from(jobs)
      .where(and(eq(jobs.kind, 'notice.mail'), sql`${jobs.payload}->>'userId' = ${String(carol.userId)}`));
    await rerun(job?.key ?? '');
    expect(mailsTo('carol@example.com')).toHaveLength(1);
  });
});

describe('the brand changes points in the console', () => {
  const grant = (body: Record<string, unknown>, key: string) =>
    call(ctx.app, {
      method: 'POST',
      url: '/api/console/points/grant',
      headers: { authorization: admin, 'idempotency-key': key },
      payload: body,
    });

  it('tells the member of a grant and a deduction with the reason, once per request', async () => {
    const key = randomUUID();
    const body = { userId: String(alice.userId), delta: 50, reason: 'Thanks for the meetup' };
    expect((await grant(body, key)).status).toBe(200);
    expect((await grant(body, key)).status).toBe(200);
    expect((await grant({ ...body, delta: -20, reason: 'Duplicate scan' }, randomUUID())).status).toBe(200);
    expect(await ofKind(alice.token, 'pointsGranted')).toMatchObject([
      { link: '/pointsHistory', snippet: '+50 · Thanks for the meetup' },
    ]);
    expect(await ofKind(alice.token, 'pointsDeducted')).toMatchObject([
      { link: '/pointsHistory', snippet: '−20 · Duplicate scan' },
    ]);
    expect(await ofKind(bob.token, 'pointsGranted')).toEqual([]);
  });
});
