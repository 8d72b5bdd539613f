import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CODES_PER_EMAIL, EMAIL_CODES_PER_SOURCE } from '../../shared/limits.ts';
import { emailCodes } from '../db/schema.ts';
import { CODE_CLIENT_COOKIE } from '../http/code-client.ts';
import { call, lastCode, readOutbox, registerUser, startApp, type TestContext } from '../test/app.ts';

// Issue 35, item 3: a stranger who asks for a member's codes and guesses wrong spends only codes of
// their own (docs/decisions/089). Before, three requests from anywhere put the member's own request
// into 429 CODE_HOURLY_LIMIT, and five wrong guesses killed the code the member was sent.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startApp();
});
afterAll(async () => ctx.close());

let seq = 0;
const freshEmail = () => `codes${++seq}.${Date.now()}@example.com`;
const STRANGER = '203.0.113.9';
const MEMBER_HOME = '198.51.100.7';

/** A client: a network address and, once a response set it, the code cookie it keeps (if it keeps cookies). */
interface Client {
  address: string;
  keepsCookies: boolean;
  cookie?: string;
}
/** A browser keeps cookies and says it is one (`Sec-Fetch-Site`), even on its first request. */
const browser = (address: string): Client => ({ address, keepsCookies: true });
const apiClient = (address: string): Client => ({ address, keepsCookies: false });

async function ask(client: Client, opts: InjectOptions) {
  const res = await call(ctx.app, {
    ...opts,
    remoteAddress: client.address,
    headers: {
      ...opts.headers,
      ...(client.keepsCookies ? { 'sec-fetch-site': 'same-origin' } : {}),
      ...(client.cookie ? { cookie: `${CODE_CLIENT_COOKIE}=${client.cookie}` } : {}),
    },
  });
  const set = res.res.headers['set-cookie'];
  const line = Array.isArray(set) ? set[0] : set;
  if (client.keepsCookies && line?.startsWith(`${CODE_CLIENT_COOKIE}=`)) {
    client.cookie = line.slice(CODE_CLIENT_COOKIE.length + 1).split(';')[0];
  }
  return res;
}

const sendCode = (client: Client, email: string, scene = 'login') =>
  ask(client, { method: 'POST', url: '/api/sendMailCaptcha', payload: { email, scene } });
const login = (client: Client, email: string, code: string) =>
  ask(client, { method: 'POST', url: '/api/auth/h5Login', payload: { email, code, agreeLogin: true } });

/** Lets the one-a-minute cooldown pass without waiting. */
const skipCooldown = (email: string) =>
  ctx.app.services.database.db
    .update(emailCodes)
    .set({ sentAt: sql`${emailCodes.sentAt} - interval '61 seconds'` })
    .where(eq(emailCodes.email, email));

const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
const reasonOf = (body: { data: unknown }) => (body.data as { reason?: string }).reason;

describe('sign-in codes bound to their client', () => {
  it('a stranger on another address who asks for codes and guesses wrong cannot stop the member', async () => {
    const email = freshEmail();
    await registerUser(ctx, email);
    await skipCooldown(email);
    const stranger = apiClient(STRANGER);
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      const sent = await sendCode(stranger, email);
      answers.push(sent.status);
      if (sent.status === 200) {
        for (let t = 0; t < 5; t++) await login(stranger, email, wrongFor(lastCode(ctx.dataDir, email)));
      }
      await skipCooldown(email);
    }
    // The stranger's address gets its own 4 an hour, then 429.
    expect(answers).toEqual([200, 200, 200, 200, 429, 429]);

    const member = browser(MEMBER_HOME);
    const sent = await sendCode(member, email);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(member.cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(String(sent.res.headers['set-cookie'])).toMatch(/HttpOnly/i);
    const code = lastCode(ctx.dataDir, email);

    // The member's code, seen by the stranger (say, over a shoulder), is no use from the stranger's client...
    const stolen = await login(stranger, email, code);
    expect(stolen.status).toBe(400);
    expect(reasonOf(stolen.body)).toBe('CODE_DEAD');
    // ...and the stranger's wrong guesses did not touch it: the member signs in at the first try.
    const signedIn = await login(member, email, code);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect((signedIn.body.data as { userInfo: { email: string } }).userInfo.email).toBe(email);
  });

  it("a code is redeemed only by the client that asked for it; wrong tries count against that client's code", async () => {
    const email = freshEmail();
    await registerUser(ctx, email);
    await skipCooldown(email);
    const phone = browser(MEMBER_HOME);
    const otherTab = browser(MEMBER_HOME);
    await sendCode(otherTab, email); // gives it a cookie (and a code of its own)
    await skipCooldown(email);
    expect((await sendCode(phone, email)).status).toBe(200);
    const code = lastCode(ctx.dataDir, email);
    expect(phone.cookie).not.toBe(otherTab.cookie);

    const reasons: (string | undefined)[] = [];
    for (let t = 0; t < 5; t++) reasons.push(reasonOf((await login(otherTab, email, code)).body));
    expect(reasons).toEqual(['CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'CODE_INVALID', 'CODE_DEAD']);
    // A client without the cookie on the same address: the code was asked for with one, so no.
    expect(reasonOf((await login(apiClient(MEMBER_HOME), email, code)).body)).toBe('CODE_INVALID');

    expect((await login(phone, email, wrongFor(code))).status).toBe(400);
    expect((await login(phone, email, code)).status).toBe(200);
  });

  it('a client that keeps no cookies redeems its code from the address it asked from', async () => {
    const email = freshEmail();
    await registerUser(ctx, email);
    await skipCooldown(email);
    const app = apiClient('192.0.2.44');
    expect((await sendCode(app, email)).status).toBe(200);
    const code = lastCode(ctx.dataDir, email);
    expect(reasonOf((await login(apiClient('192.0.2.45'), email, code)).body)).toBe('CODE_INVALID');
    expect((await login(app, email, code)).status).toBe(200);
  });

  it(`sends ${EMAIL_CODES_PER_SOURCE} codes an hour per email from one address and ${EMAIL_CODES_PER_EMAIL} from all`, async () => {
    const email = freshEmail();
    await registerUser(ctx, email);
    await skipCooldown(email);
    const sources = Array.from({ length: 5 }, (_, i) => apiClient(`10.9.0.${i + 1}`));
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof sendCode>> | undefined;
    for (const source of sources) {
      for (let i = 0; i < EMAIL_CODES_PER_SOURCE; i++) {
        last = await sendCode(source, email);
        statuses.push(last.status);
        await skipCooldown(email);
      }
    }
    // The registration's code counts too: 1 + 17 more, then the email's hour is full.
    expect(statuses.filter((s) => s === 200)).toHaveLength(EMAIL_CODES_PER_EMAIL - 1);
    expect(reasonOf(last!.body)).toBe('CODE_HOURLY_LIMIT');
    const retryAfter = (last!.body.data as { retryAfter: number }).retryAfter;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    const mails = readOutbox(ctx.dataDir).filter((m) => m.to === email);
    expect(mails).toHaveLength(EMAIL_CODES_PER_EMAIL);
  });

  it('one client asks once a minute; several clients of one member each get their code', async () => {
    const email = freshEmail();
    await registerUser(ctx, email);
    await skipCooldown(email);
    const laptop = browser('198.51.100.20');
    const phone = browser('198.51.100.21');
    expect((await sendCode(laptop, email)).status).toBe(200);
    const laptopCode = lastCode(ctx.dataDir, email);
    const again = await sendCode(laptop, email);
    expect(again.status).toBe(429);
    expect(reasonOf(again.body)).toBe('CODE_COOLDOWN');
    expect((await sendCode(phone, email)).status).toBe(200);
    const phoneCode = lastCode(ctx.dataDir, email);
    expect((await login(phone, email, phoneCode)).status).toBe(200);
    expect((await login(laptop, email, laptopCode)).status).toBe(200);
  });
});
