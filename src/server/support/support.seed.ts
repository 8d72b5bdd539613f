import { eq } from 'drizzle-orm';
import type { Lang } from '../../shared/i18n.ts';
import type { FeedbackType, ReportReason } from '../../shared/schemas/support.ts';
import type { SeededContent } from '../content/content.seed.ts';
import { drawScene, hash } from '../content/seed-pictures.ts';
import { users } from '../db/schema.ts';
import type { Services } from '../services.ts';
import demo from './demo/support.json' with { type: 'json' };

// What members reported, asked and suggested is content, not code (STYLE §14): demo/support.json.
interface DemoSupport {
  reports: {
    reporter: string;
    targetType: 'article' | 'user';
    target: string;
    reasonType: string;
    text: string | null;
  }[];
  productReports: {
    reporter: string;
    productName: string;
    reasonType: string;
    salesStore: string;
    contact: string;
    daysAgo: number;
    description: string;
  }[];
  workOrders: { member: string; description: string; answer: string | null; close: boolean }[];
  feedback: { member: string; type: string; content: string; contact: string | null }[];
}

const DEMO = demo as DemoSupport;
const LANG: Lang = 'en_US';

const need = <T>(map: Map<string, T>, key: string): T => {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo support names an unknown "${key}"`);
  return value;
};

/**
 * Support demo data (issue 14), through the services so numbers, limits and notices are real: a
 * moderation queue with grouped reports and a product report, after-sale requests (one answered and
 * solved by the brand team, one waiting) and feedback.
 */
export async function seedSupport(
  services: Pick<Services, 'database' | 'reports' | 'workOrders' | 'feedback' | 'uploads'>,
  content: SeededContent,
) {
  const db = services.database.db;
  const userRow = async (slug: string) => {
    const [row] = await db
      .select()
      .from(users)
      .where(eq(users.id, need(content.members, slug)));
    if (!row) throw new Error(`demo member ${slug} is missing`);
    return row;
  };
  for (const r of DEMO.reports) {
    const targetId =
      r.targetType === 'user' ? need(content.members, r.target) : need(content.articleIds, r.target);
    await services.reports.add(
      await userRow(r.reporter),
      {
        targetType: r.targetType,
        targetId: String(targetId),
        reasonType: r.reasonType as ReportReason,
        ...(r.text ? { text: r.text } : {}),
      },
      LANG,
    );
  }
  for (const [i, p] of DEMO.productReports.entries()) {
    const reporter = await userRow(p.reporter);
    const png = await drawScene('device', '4:3', i + 3, hash(`report-${p.reporter}`));
    const photo = await services.uploads.image(reporter.id, png, 'file');
    await services.reports.addProduct(
      reporter,
      {
        productName: p.productName,
        reasonType: p.reasonType as 'counterfeit' | 'quality',
        images: [photo.url],
        salesStore: p.salesStore,
        contact: p.contact,
        reportTime: new Date(Date.now() - p.daysAgo * 86_400_000).toISOString().slice(0, 10),
        description: p.description,
      },
      LANG,
    );
  }
  const team = { sessionId: 0n, user: await userRow('team') };
  for (const w of DEMO.workOrders) {
    const saved = await services.workOrders.save(
      need(content.members, w.member),
      { description: w.description },
      LANG,
    );
    if (w.answer) {
      await services.workOrders.answer(team, BigInt(saved.id), { content: w.answer, close: w.close });
    }
  }
  for (const f of DEMO.feedback) {
    await services.feedback.add(
      need(content.members, f.member),
      { type: f.type as FeedbackType, content: f.content, ...(f.contact ? { contact: f.contact } : {}) },
      LANG,
    );
  }
  return {
    reports: DEMO.reports.length + DEMO.productReports.length,
    workOrders: DEMO.workOrders.length,
    feedback: DEMO.feedback.length,
  };
}
