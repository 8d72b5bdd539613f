import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ConsentRecord } from '../../shared/schemas/privacy.ts';
import { POLICY_VERSIONS } from '../../shared/schemas/privacy.ts';
import { member } from '../content/articles.fixtures.ts';
import { consents, users } from '../db/schema.ts';
import { getAs, post } from '../support/support.fixtures.ts';
import { startApp, type TestContext } from '../test/app.ts';
import { PRIVACY } from './privacy.fixtures.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startApp();
});
afterAll(() => ctx.close());

const me = (token: string) => getAs<{ consentsDue: string[] }>(ctx, '/api/getInfoByh5', token);

describe('consent record', () => {
  it('starts with the policies accepted at registration, marketing off and no cookie choice', async () => {
    const m = await member(ctx);
    const res = await getAs<ConsentRecord>(ctx, `${PRIVACY}/consents`, m.token);
    expect(res.body.data.policies).toEqual([
      expect.objectContaining({ kind: 'terms', version: POLICY_VERSIONS.terms, due: false }),
      expect.objectContaining({ kind: 'privacy', version: POLICY_VERSIONS.privacy, due: false }),
    ]);
    expect(res.body.data.cookies).toBeNull();
    expect(res.body.data.marketing.value).toBe(false);
    expect((await me(m.token)).body.data.consentsDue).toEqual([]);
  });

  it('records cookie and marketing changes once each, newest first', async () => {
    const m = await member(ctx);
    await post(ctx, `${PRIVACY}/consents`, m.token, { cookies: 'essential', marketing: true });
    await post(ctx, `${PRIVACY}/consents`, m.token, { cookies: 'essential' }); // the same again: nothing
    const res = await post<ConsentRecord>(ctx, `${PRIVACY}/consents`, m.token, {
      cookies: 'all',
      marketing: false,
    });
    expect(res.body.data.cookies?.value).toBe('all');
    expect(res.body.data.marketing.value).toBe(false);
    expect(res.body.data.history.slice(0, 4).map((h) => `${h.kind}:${h.value}`)).toEqual([
      'marketing:off',
      'cookies:all',
      'marketing:on',
      'cookies:essential',
    ]);
    expect(res.body.data.history).toHaveLength(6);
    const bad = await post<{ fields: { field: string }[] }>(ctx, `${PRIVACY}/consents`, m.token, {
      cookies: 'some',
    });
    expect([bad.status, bad.body.data.fields[0]?.field]).toEqual([400, 'cookies']);
    const none = await post<{ fields: { field: string }[] }>(ctx, `${PRIVACY}/consents`, m.token, {});
    expect(none.status).toBe(400);
  });

  it('asks again when a policy version changes, until accepted', async () => {
    const m = await member(ctx);
    const db = ctx.app.services.database.db;
    // The member accepted an older privacy policy.
    await db.update(users).set({ privacyVersion: '2025-01-01' }).where(eq(users.id, m.userId));
    await db.insert(consents).values({
      userId: m.userId,
      kind: 'privacy',
      value: '2025-01-01',
      createdAt: new Date(Date.now() + 1000),
    });
    await ctx.app.services.auth.forgetUser(m.userId);
    expect((await me(m.token)).body.data.consentsDue).toEqual(['privacy']);
    const accepted = await post<ConsentRecord>(ctx, `${PRIVACY}/consents`, m.token, { accept: ['privacy'] });
    expect(accepted.body.data.policies.find((p) => p.kind === 'privacy')).toMatchObject({
      version: POLICY_VERSIONS.privacy,
      due: false,
    });
    expect((await me(m.token)).body.data.consentsDue).toEqual([]);
  });
});
