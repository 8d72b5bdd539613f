import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { Lang } from '../../shared/i18n.ts';
import { qrCodes, qrScans } from '../db/schema.ts';
import type { Services } from '../services.ts';
import demoMembers from '../content/demo/members.json' with { type: 'json' };
import demo from './demo/scan.json' with { type: 'json' };
import { hashOfCode } from './scan.codes.ts';

// What the demo scanned is content, not code (STYLE §14): demo/scan.json.
interface DemoScan {
  product: string;
  /** Position of the code in its product's batch (1-based). */
  code: number;
  member: string;
  place: keyof typeof demo.places;
  claim?: boolean;
  /** Moves the code's first scan this many days back (a code seen long ago carries a warning). */
  daysAgo?: number;
}

/** Unclaimed demo codes written for a newcomer to open (DATA_DIR/demo-qr-codes.csv). */
const CODES_FOR_NEWCOMERS = 12;
const DAY_MS = 24 * 60 * 60 * 1000;

type SeedServices = Pick<Services, 'database' | 'qrBatches' | 'scan'>;

const need = <T>(map: Map<string, T>, key: string): T => {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo scans name an unknown "${key}"`);
  return value;
};

/**
 * Demo authenticity data (issue 11): a printed batch for three of the brand's products, genuine
 * scans and claims by the demo members through the scan service (so points, chances, counters and
 * places are what real use makes), one code passed between four members and one first seen 45 days
 * ago (both carry a warning), and a CSV of unclaimed codes in `dataDir` for a newcomer to open.
 */
export async function seedScan(
  services: SeedServices,
  members: Map<string, bigint>,
  products: Map<string, bigint>,
  dataDir: string,
): Promise<{ batches: number; scans: number; codesFile: string | null }> {
  const codes = new Map<string, string[]>();
  for (const b of demo.batches) {
    const productId = products.get(b.product);
    if (productId === undefined) continue;
    const { batchId } = await services.qrBatches.create(null, {
      productId: String(productId),
      count: b.count,
    });
    await services.qrBatches.whenReady(batchId);
    const list: string[] = [];
    for await (const code of services.qrBatches.codes(BigInt(batchId))) list.push(code);
    codes.set(b.product, list);
  }
  if (codes.size === 0) return { batches: 0, scans: 0, codesFile: null };

  let scans = 0;
  for (const s of demo.scans as DemoScan[]) {
    const code = need(codes, s.product)[s.code - 1];
    if (!code) throw new Error(`demo scans name code ${s.code} of ${s.product}`);
    const userId = need(members, s.member);
    const lang = (demoMembers.find((m) => m.slug === s.member)?.lang ?? 'en_US') as Lang;
    const [lat, lng] = demo.places[s.place];
    await services.scan.verify(code, { lat, lng }, { userId, ip: '127.0.0.1', lang, country: null });
    scans++;
    if (s.claim) await services.scan.claim(userId, code, lang, `demo-scan-${s.product}-${s.code}`);
    if (s.daysAgo) await backdate(services, code, s.daysAgo);
  }

  // The first unclaimed, unscanned codes of each batch, for a newcomer to open or print.
  const used = new Set((demo.scans as DemoScan[]).map((s) => `${s.product}#${s.code}`));
  const lines = ['product,code,url'];
  for (const [product, list] of codes) {
    list
      .map((code, i) => ({ code, key: `${product}#${i + 1}` }))
      .filter((c) => !used.has(c.key))
      .slice(0, Math.ceil(CODES_FOR_NEWCOMERS / codes.size))
      .forEach((c) => lines.push(`${product},${c.code},${services.qrBatches.urlOf(c.code)}`));
  }
  const codesFile = path.join(dataDir, 'demo-qr-codes.csv');
  await writeFile(codesFile, `${lines.join('\n')}\n`);
  return { batches: codes.size, scans, codesFile };
}

/** History, not a rule: the code's first scan (and the scans of it) happened `days` ago. */
async function backdate(services: SeedServices, code: string, days: number) {
  const db = services.database.db;
  const at = new Date(Date.now() - days * DAY_MS);
  const [row] = await db
    .update(qrCodes)
    .set({ firstScanAt: at })
    .where(eq(qrCodes.codeHash, hashOfCode(code)))
    .returning({ id: qrCodes.id });
  if (!row) return;
  await db
    .update(qrScans)
    .set({ createdAt: sql`${at.toISOString()}::timestamptz` })
    .where(eq(qrScans.codeId, row.id));
}
