import type { IncomingMessage } from 'node:http';
import { OAuth2Server, type MutableResponse, type TokenRequestIncomingMessage } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { birthdayYearsAgo, call, lastCode, registerUser, startApp, type TestContext } from '../test/app.ts';

interface ProviderUser {
  id?: string;
  sub?: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
}

interface TokenRequest {
  grant_type?: string;
  code?: string;
  client_id?: string;
  client_secret?: string;
  redirect_uri?: string;
}

type Session = { token: string; userInfo: { userId: string; email: string } };

const PUBLIC_URL = 'http://localhost:3999';
const CALLBACK = `${PUBLIC_URL}/api/auth/oauth/callback/facebook`;

let provider: OAuth2Server;
let ctx: TestContext;
const tokenRequests: TokenRequest[] = [];
const userinfoAuth: (string | undefined)[] = [];

beforeAll(async () => {
  provider = new OAuth2Server();
  await provider.issuer.keys.generate('RS256');
  await provider.start(0, '127.0.0.1');
  const issuer = (provider.issuer.url ?? '').replace(/\/$/, '');
  provider.service.on('beforeResponse', (_res: MutableResponse, req: TokenRequestIncomingMessage) => {
    tokenRequests.push(req.body as TokenRequest);
  });
  ctx = await startApp({
    FACEBOOK_CLIENT_ID: 'fb-client',
    FACEBOOK_CLIENT_SECRET: 'fb-secret',
    FACEBOOK_AUTHORIZE_URL: `${issuer}/authorize`,
    FACEBOOK_TOKEN_URL: `${issuer}/token`,
    FACEBOOK_USERINFO_URL: `${issuer}/userinfo`,
    PUBLIC_URL,
  });
});
afterAll(async () => {
  await ctx.close();
  await provider.stop();
});

let seq = 0;
const freshEmail = () => `fb${++seq}.${Date.now()}@example.com`;
const freshSubject = () => `fb-${Date.now()}-${++seq}`;

/** Our sign-in page sends the browser to the provider: the URL it redirects to. */
async function startSignIn(): Promise<URL> {
  const res = await ctx.app.inject({ method: 'GET', url: '/auth/facebook' });
  expect(res.statusCode).toBe(302);
  return new URL(String(res.headers.location));
}

/** The provider "logs the user in" and redirects back to our callback: the path and query to call. */
async function approveAtProvider(authorizeUrl: URL, user: ProviderUser): Promise<string> {
  provider.service.once('beforeUserinfo', (res: MutableResponse, req: IncomingMessage) => {
    userinfoAuth.push(req.headers.authorization);
    res.body = { email_verified: true, ...user };
  });
  const res = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location') ?? '');
  expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
  return `${back.pathname}${back.search}`;
}

/** Our callback: the location it redirects the browser to. */
async function callback(pathAndQuery: string): Promise<string> {
  const res = await ctx.app.inject({ method: 'GET', url: pathAndQuery });
  expect(res.statusCode).toBe(302);
  return String(res.headers.location);
}

/** A full round trip through the provider; returns the ticket handed to the web page. */
async function roundTrip(user: ProviderUser): Promise<string> {
  const location = await callback(await approveAtProvider(await startSignIn(), user));
  const match = /^\/auth\/facebook\?ticket=([^&]+)$/.exec(location);
  expect(match, location).not.toBeNull();
  return decodeURIComponent(match?.[1] ?? '');
}

const ticketInfo = (ticket: string) =>
  call<{ provider: string; needsRegistration: boolean; email: string | null; name: string | null }>(ctx.app, {
    method: 'GET',
    url: `/api/auth/oauth/ticket?ticket=${encodeURIComponent(ticket)}`,
  });

const exchange = (ticket: string) =>
  call<Session>(ctx.app, { method: 'POST', url: '/api/auth/oauth/exchange', payload: { ticket } });

const externalRegister = (payload: Record<string, unknown>) =>
  call<Session>(ctx.app, { method: 'POST', url: '/api/auth/externalRegister', payload });

const me = (token: string) =>
  call<{ userId: string; email: string; nickName: string | null }>(ctx.app, {
    method: 'GET',
    url: '/api/getInfoByh5',
    headers: { authorization: `Bearer ${token}` },
  });

describe('Facebook sign-in', () => {
  it('sends the browser to the provider with our client id, callback and a state', async () => {
    const url = await startSignIn();
    expect(`${url.origin}${url.pathname}`).toBe(
      `${(provider.issuer.url ?? '').replace(/\/$/, '')}/authorize`,
    );
    expect(url.searchParams.get('client_id')).toBe('fb-client');
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('state')?.length).toBeGreaterThanOrEqual(32);
    expect((await startSignIn()).searchParams.get('state')).not.toBe(url.searchParams.get('state'));
  });

  it('providers says Facebook is offered', async () => {
    const res = await call<{ facebook: boolean }>(ctx.app, {
      method: 'GET',
      url: '/api/auth/oauth/providers',
    });
    expect([res.status, res.body.data]).toEqual([200, { facebook: true }]);
  });

  it('getCallBackUrl gives the same sign-in address, whose state the callback accepts', async () => {
    const res = await call<{ url: string }>(ctx.app, {
      method: 'GET',
      url: '/api/getCallBackUrl?provider=facebook',
    });
    expect(res.status).toBe(200);
    const url = new URL(res.body.data.url);
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    const location = await callback(
      await approveAtProvider(url, { id: freshSubject(), email: freshEmail(), name: 'Cal Back' }),
    );
    expect(location).toMatch(/^\/auth\/facebook\?ticket=/);
    expect((await call(ctx.app, { method: 'GET', url: '/api/getCallBackUrl?provider=google' })).status).toBe(
      400,
    );
  });

  it('registers a new provider user, then signs the same subject in as the same user', async () => {
    const subject = freshSubject();
    const email = freshEmail();
    const before = tokenRequests.length;
    const ticket = await roundTrip({ id: subject, email: email.toUpperCase(), name: 'Ava Stone' });

    // The code was exchanged server to server with our secret and the same redirect URI.
    expect(tokenRequests.slice(before)).toEqual([
      expect.objectContaining({
        grant_type: 'authorization_code',
        client_id: 'fb-client',
        client_secret: 'fb-secret',
        redirect_uri: CALLBACK,
      }),
    ]);
    expect(userinfoAuth.at(-1)).toMatch(/^Bearer \S+/);

    const info = await ticketInfo(ticket);
    expect(info.status).toBe(200);
    expect(info.body.data).toEqual({
      provider: 'facebook',
      needsRegistration: true,
      email,
      name: 'Ava Stone',
    });

    // A ticket of a new user cannot be exchanged for a session before registration.
    expect((await exchange(ticket)).status).toBe(400);

    const registered = await externalRegister({
      ticket,
      email,
      birthday: birthdayYearsAgo(30),
      agreeUser: true,
      agreePrivacy: true,
    });
    expect(registered.status).toBe(200);
    expect(registered.body.data.userInfo.email).toBe(email);
    const userId = registered.body.data.userInfo.userId;
    const profile = await me(registered.body.data.token);
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ userId, email });

    // The registration ticket is spent.
    expect((await ticketInfo(ticket)).status).toBe(400);
    const twice = await externalRegister({
      ticket,
      email: freshEmail(),
      birthday: birthdayYearsAgo(30),
      agreeUser: true,
      agreePrivacy: true,
    });
    expect(twice.status).toBe(400);
    expect(twice.body.data).toMatchObject({ reason: 'TICKET_INVALID', fields: [{ field: 'ticket' }] });

    // Second visit: the provider answers with `sub` this time and a changed email; the subject decides.
    const again = await roundTrip({ sub: subject, email: freshEmail(), name: 'Ava' });
    const againInfo = await ticketInfo(again);
    expect(againInfo.body.data.needsRegistration).toBe(false);
    const session = await exchange(again);
    expect(session.status).toBe(200);
    expect(session.body.data.userInfo.userId).toBe(userId);
    expect((await me(session.body.data.token)).body.data.userId).toBe(userId);

    const replay = await exchange(again);
    expect(replay.status).toBe(400);
    expect(replay.body.data).toMatchObject({ reason: 'TICKET_INVALID', fields: [{ field: 'ticket' }] });
  });

  it('refuses a forged state and a state used twice', async () => {
    const forged = await callback('/api/auth/oauth/callback/facebook?code=abc&state=forged-state-value');
    expect(forged).toBe('/auth/facebook?error=state');
    expect(await callback('/api/auth/oauth/callback/facebook?code=abc')).toBe('/auth/facebook?error=state');

    const back = await approveAtProvider(await startSignIn(), { id: freshSubject(), email: freshEmail() });
    expect(await callback(back)).toMatch(/^\/auth\/facebook\?ticket=/);
    expect(await callback(back)).toBe('/auth/facebook?error=state');
  });

  it('says denied when the user cancels at the provider', async () => {
    const state = (await startSignIn()).searchParams.get('state') ?? '';
    const location = await callback(
      `/api/auth/oauth/callback/facebook?error=access_denied&state=${encodeURIComponent(state)}`,
    );
    expect(location).toBe('/auth/facebook?error=denied');
  });

  it('says provider when the provider fails to identify the user', async () => {
    const url = await startSignIn();
    provider.service.once('beforeUserinfo', (res: MutableResponse) => {
      res.statusCode = 401;
      res.body = { error: 'invalid_token' };
    });
    const res = await fetch(url, { redirect: 'manual' });
    const back = new URL(res.headers.get('location') ?? '');
    expect(await callback(`${back.pathname}${back.search}`)).toBe('/auth/facebook?error=provider');
  });

  it('refuses a registration under 21, naming birthday, and keeps the ticket usable', async () => {
    const email = freshEmail();
    const ticket = await roundTrip({ id: freshSubject(), email, name: 'Young' });
    const young = await externalRegister({
      ticket,
      email,
      birthday: birthdayYearsAgo(21, 1),
      agreeUser: true,
      agreePrivacy: true,
    });
    expect(young.status).toBe(400);
    expect(young.body.data).toMatchObject({ reason: 'NOT_OLD_ENOUGH', fields: [{ field: 'birthday' }] });
    expect((await ticketInfo(ticket)).body.data.needsRegistration).toBe(true);
    const adult = await externalRegister({
      ticket,
      email,
      birthday: birthdayYearsAgo(21),
      agreeUser: true,
      agreePrivacy: true,
    });
    expect(adult.status).toBe(200);
  });

  it('registering with an address other than the provider one needs a code sent there', async () => {
    const ticket = await roundTrip({ id: freshSubject(), email: freshEmail(), name: 'Other' });
    const other = freshEmail();
    const base = {
      ticket,
      email: other,
      birthday: birthdayYearsAgo(30),
      agreeUser: true,
      agreePrivacy: true,
    };
    const noCode = await externalRegister(base);
    expect(noCode.status).toBe(400);
    expect(noCode.body.data).toMatchObject({ reason: 'CODE_REQUIRED', fields: [{ field: 'code' }] });
    const sent = await call(ctx.app, {
      method: 'POST',
      url: '/api/sendMailCaptcha',
      payload: { email: other, scene: 'register' },
    });
    expect(sent.status).toBe(200);
    const wrong = await externalRegister({
      ...base,
      code: lastCode(ctx.dataDir, other) === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect((await ticketInfo(ticket)).body.data.needsRegistration).toBe(true);
    const ok = await externalRegister({ ...base, code: lastCode(ctx.dataDir, other) });
    expect(ok.status).toBe(200);
    expect(ok.body.data.userInfo.email).toBe(other);
  });

  it('links a provider account to the existing account with the same email', async () => {
    const email = freshEmail();
    const existing = await registerUser(ctx, email);
    const ticket = await roundTrip({ id: freshSubject(), email, name: 'Existing' });
    const info = await ticketInfo(ticket);
    expect(info.body.data).toMatchObject({ needsRegistration: false, email });
    const session = await exchange(ticket);
    expect(session.status).toBe(200);
    expect(session.body.data.userInfo.userId).toBe(existing.userInfo.userId);
  });

  it('an address the provider does not mark verified neither links nor spares the code', async () => {
    const email = freshEmail();
    await registerUser(ctx, email);
    const ticket = await roundTrip({ id: freshSubject(), email, email_verified: false, name: 'Impostor' });
    const info = await ticketInfo(ticket);
    expect(info.body.data).toMatchObject({ needsRegistration: true, email: null });
    const other = freshEmail();
    const noCode = await externalRegister({
      ticket,
      email: other,
      birthday: birthdayYearsAgo(30),
      agreeUser: true,
      agreePrivacy: true,
    });
    expect(noCode.status).toBe(400);
    expect(noCode.body.data).toMatchObject({ reason: 'CODE_REQUIRED' });
  });

  it('serves the web page that completes the sign-in', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/auth/facebook?ticket=x' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const failed = await ctx.app.inject({ method: 'GET', url: '/auth/facebook?error=state' });
    expect(failed.statusCode).toBe(200);
    expect(failed.headers['content-type']).toContain('text/html');
  });
});

describe('Facebook sign-in, not configured', () => {
  let off: TestContext;
  beforeAll(async () => {
    off = await startApp();
  });
  afterAll(async () => off.close());

  it('redirects to the page with error=disabled', async () => {
    const res = await off.app.inject({ method: 'GET', url: '/auth/facebook' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/auth/facebook?error=disabled');
    const cb = await off.app.inject({
      method: 'GET',
      url: '/api/auth/oauth/callback/facebook?code=a&state=b',
    });
    expect(cb.statusCode).toBe(302);
    expect(cb.headers.location).toBe('/auth/facebook?error=disabled');
    const url = await call<{ reason: string }>(off.app, { method: 'GET', url: '/api/getCallBackUrl' });
    expect([url.status, url.body.data.reason]).toEqual([409, 'OAUTH_UNAVAILABLE']);
    const providers = await call<{ facebook: boolean }>(off.app, {
      method: 'GET',
      url: '/api/auth/oauth/providers',
    });
    expect(providers.body.data).toEqual({ facebook: false });
  });
});
