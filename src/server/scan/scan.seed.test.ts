import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member } from '../content/articles.fixtures.ts';
import { insertProduct } from '../stores/stores.fixtures.ts';
import { startApp, type TestContext } from '../test/app.ts';
import demo from './demo/scan.json' with { type: 'json' };
import { seedScan } from './scan.seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startApp();
});
afterAll(() => ctx.close());

describe('demo scans', () => {
  it('claims through the service, warns where the story says, and lists unused codes', async () => {
    const members = new Map<string, bigint>();
    for (const s of demo.scans) {
      if (!members.has(s.member)) members.set(s.member, (await member(ctx)).userId);
    }
    const products = new Map<string, bigint>();
    for (const b of demo.batches) products.set(b.product, await insertProduct(ctx, b.product));

    const seeded = await seedScan(ctx.app.services, members, products, ctx.dataDir);
    expect(seeded).toMatchObject({ batches: demo.batches.length, scans: demo.scans.length });

    const db = ctx.app.services.database.db;
    const claims = demo.scans.filter((s) => s.claim).length;
    const [counts] = await db
      .execute<{ claimed: number; chances: number }>(
        sql`
      select (select count(*)::int from qr_codes where claimed_by is not null) as claimed,
             (select coalesce(sum(delta), 0)::int from chances_flow) as chances`,
      )
      .then((r) => (r as { rows: { claimed: number; chances: number }[] }).rows);
    expect(counts).toEqual({ claimed: claims, chances: claims });

    // The csv's codes are unused and genuine; the passed-around and the old codes warn.
    const lines = readFileSync(seeded.codesFile ?? '', 'utf8')
      .trim()
      .split('\n')
      .slice(1);
    expect(lines.length).toBe(12);
    const [, code, url] = (lines[0] ?? '').split(',');
    expect(url).toBe(`${ctx.config.publicUrl}/scanResult?code=${code}`);
    const fresh = await ctx.app.services.scan.verify(
      code ?? '',
      {},
      { userId: null, ip: '10.0.0.1', lang: 'en_US', country: null },
    );
    expect(fresh).toMatchObject({ genuine: true, scanCount: 1, claimed: false, warning: null });

    const [warned] = await db
      .execute(
        sql`
      select count(*)::int as n from qr_codes c
      where c.first_scan_at < now() - interval '30 days'
         or (select count(distinct user_id) from qr_scans s where s.code_id = c.id) > 3`,
      )
      .then((r) => (r as { rows: { n: number }[] }).rows);
    expect(warned?.n).toBe(2);
  });
});
