import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { member, publish } from '../content/articles.fixtures.ts';
import { feedback, reports, workOrders } from '../db/schema.ts';
import { startApp, type TestContext } from '../test/app.ts';
import en from '../content/demo/articles.en_US.json' with { type: 'json' };
import ko from '../content/demo/articles.ko_KR.json' with { type: 'json' };
import ru from '../content/demo/articles.ru_RU.json' with { type: 'json' };
import zh from '../content/demo/articles.zh_CN.json' with { type: 'json' };
import demo from './demo/support.json' with { type: 'json' };
import { seedSupport } from './support.seed.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await startApp();
});
afterAll(() => ctx.close());

describe('demo support data', () => {
  it('never has a member report their own post or themselves (the service refuses it)', () => {
    const authors = new Map([...en, ...ko, ...ru, ...zh].map((a) => [a.slug, a.author]));
    for (const r of demo.reports) {
      const owner = r.targetType === 'user' ? r.target : authors.get(r.target);
      expect(owner, r.target).toBeDefined();
      expect(r.reporter).not.toBe(owner);
    }
  });

  it('lands through the services: a grouped queue, numbered requests, one answered and solved', async () => {
    const members = new Map<string, bigint>();
    const tokens = new Map<string, string>();
    const slugs = new Set<string>(['team', 'author']);
    for (const r of demo.reports) slugs.add(r.reporter).add(r.targetType === 'user' ? r.target : 'author');
    for (const r of demo.productReports) slugs.add(r.reporter);
    for (const w of demo.workOrders) slugs.add(w.member);
    for (const f of demo.feedback) slugs.add(f.member);
    for (const slug of slugs) {
      const m = await member(ctx);
      members.set(slug, m.userId);
      tokens.set(slug, m.token);
    }
    const articleIds = new Map<string, string>();
    for (const r of demo.reports) {
      if (r.targetType === 'article' && !articleIds.has(r.target)) {
        articleIds.set(r.target, await publish(ctx, tokens.get('author') ?? ''));
      }
    }
    const seeded = await seedSupport(ctx.app.services, {
      articles: articleIds.size,
      members,
      articleIds,
      brandSpecials: new Map(),
    });
    expect(seeded).toEqual({
      reports: demo.reports.length + demo.productReports.length,
      workOrders: demo.workOrders.length,
      feedback: demo.feedback.length,
    });
    const db = ctx.app.services.database.db;
    const rows = await db.select().from(reports);
    expect(rows.every((r) => /^R\d{8}-\d{6}$/.test(r.number))).toBe(true);
    expect(rows.filter((r) => r.targetType === 'product')[0]?.pictures).toHaveLength(1);
    const orders = await db.select().from(workOrders);
    expect(orders.map((o) => o.state).sort()).toEqual(['accepted', 'accepting']);
    expect(await db.select().from(feedback)).toHaveLength(demo.feedback.length);
    const queue = await ctx.app.services.moderation.queue({ state: 'open' }, 'en_US');
    expect(queue.list.find((g) => g.targetType === 'article')?.reportCount).toBe(2);
  });
});
