import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../shared/schemas/stats.ts';
import { ADMIN, createPrize, member, redeem } from '../prizes/prizes.fixtures.ts';
import { makeBatch, verify } from '../scan/scan.fixtures.ts';
import { call, registerUser, startApp, type TestContext } from '../test/app.ts';

let ctx: TestContext;
let admin: string;

beforeAll(async () => {
  ctx = await startApp({ ADMIN_EMAILS: ADMIN });
  admin = (await registerUser(ctx, ADMIN)).token;
});
afterAll(() => ctx.close());

const today = () => new Date().toISOString().slice(0, 10);
const dashboard = (query = '', token = admin) =>
  call<Dashboard>(ctx.app, {
    method: 'GET',
    url: `/api/console/stats/dashboard${query}`,
    headers: { authorization: token, lang: 'ru_RU' },
  });

describe('console dashboard', () => {
  it('counts today’s members, scans, redemptions and points against the day before', async () => {
    const before = (await dashboard()).body.data;
    const todayBefore = before.days.at(-1);
    expect(before.days).toHaveLength(14);
    expect(todayBefore?.date).toBe(today());

    const alice = await member(ctx, 'alice@example.com', 500);
    const prizeId = await createPrize(ctx, admin, { points: 120, stock: 3 });
    expect((await redeem(ctx, alice, { prizeId })).status).toBe(200);
    const { codes } = await makeBatch(ctx, 2);
    expect((await verify(ctx, codes[0] ?? '')).body.data).toMatchObject({ genuine: true });
    expect((await verify(ctx, 'NOTAREALCODE123')).body.data).toMatchObject({ genuine: false });

    const after = (await dashboard()).body.data;
    const t = after.days.at(-1);
    expect(after.members).toBe(before.members + 1);
    expect(t?.newMembers).toBe((todayBefore?.newMembers ?? 0) + 1);
    expect(t?.redemptions).toBe((todayBefore?.redemptions ?? 0) + 1);
    expect(t?.scansGenuine).toBe((todayBefore?.scansGenuine ?? 0) + 1);
    expect(t?.scansNotGenuine).toBe((todayBefore?.scansNotGenuine ?? 0) + 1);
    // 500 given to Alice (her wallet set through the ledger), 120 spent on the prize.
    expect((t?.pointsIssued ?? 0) - (todayBefore?.pointsIssued ?? 0)).toBeGreaterThanOrEqual(500);
    expect((t?.pointsSpent ?? 0) - (todayBefore?.pointsSpent ?? 0)).toBe(120);
  });

  it('refuses a reversed or too long range naming `from`, and members', async () => {
    const reversed = await dashboard('?from=2026-05-02&to=2026-05-01');
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain('from');
    expect((await dashboard('?from=2026-01-01&to=2026-12-31')).status).toBe(400);
    const bob = await member(ctx, 'bob@example.com');
    expect((await dashboard('', bob.token)).status).toBe(403);
  });
});
