import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import type { Batch } from '../../shared/schemas/scan.ts';
import { SHEET_PAGE_SIZE } from '../../shared/schemas/scan.ts';
import { fieldOf } from '../catalogue/catalogue.fixtures.ts';
import { qrCodes, qrScans } from '../db/schema.ts';
import { PUBLIC_URL, startConsole } from './scan-console.fixtures.ts';
import { CodeVault } from './scan.codes.ts';

// The reader's WebAssembly from node_modules, not from a CDN.
const wasm = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
// A copy: a Buffer may be a view into a larger pool, and the module reads the whole ArrayBuffer.
prepareZXingModule({ overrides: { wasmBinary: new Uint8Array(readFileSync(wasm)).buffer } });

let t: Awaited<ReturnType<typeof startConsole>>;
beforeAll(async () => {
  t = await startConsole();
}, 60_000);
afterAll(() => t.ctx.close());

describe('a batch of 10,000 codes', () => {
  let id: string;
  let lines: string[];

  beforeAll(async () => {
    id = await t.createBatch(10_000);
    await t.ctx.app.services.qrBatches.whenReady(id);
    const res = await t.raw(`/${id}/codes.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="batch-${id}-codes.csv"`);
    // Streamed: no length known in advance.
    expect(res.headers['content-length']).toBeUndefined();
    lines = res.body.split('\n');
  }, 120_000);

  it('downloads 10,000 distinct random codes with their URLs, in seq order', async () => {
    expect(lines[0]).toBe('code,url');
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1).map((l) => l.split(','));
    expect(rows).toHaveLength(10_000);
    const codes = rows.map(([code]) => code ?? '');
    expect(new Set(codes).size).toBe(10_000);
    for (const [code, url, ...rest] of rows) {
      expect(code).toMatch(/^[A-Z2-7]{24}$/);
      expect(url).toBe(`${PUBLIC_URL}/scanResult?code=${code}`);
      expect(rest).toEqual([]);
    }
    const first = await t.ctx.app.services.database.db
      .select({ seq: qrCodes.seq, hash: qrCodes.codeHash })
      .from(qrCodes)
      .where(eq(qrCodes.batchId, BigInt(id)))
      .orderBy(qrCodes.seq)
      .limit(3);
    expect(first.map((r) => r.hash)).toEqual(
      codes.slice(0, 3).map((c) => createHash('sha256').update(c).digest('hex')),
    );
    expect(first.map((r) => r.seq)).toEqual([1, 2, 3]);
  });

  it('keeps no plaintext code in the database: a hash, and a sealed copy only the key opens', async () => {
    const codes = new Map(
      lines.slice(1, -1).map((l) => {
        const code = l.split(',')[0] ?? '';
        return [createHash('sha256').update(code).digest('hex'), code] as const;
      }),
    );
    const { db } = t.ctx.app.services.database;
    const rows = await db
      .select({
        json: sql<string>`row_to_json(q)::text`,
        hash: sql<string>`q.code_hash`,
        sealed: sql<string>`q.code_sealed`,
      })
      .from(sql`qr_codes q`)
      .where(sql`q.batch_id = ${BigInt(id)}`);
    expect(rows).toHaveLength(10_000);
    const vault = t.ctx.app.services.qrBatches.vault;
    const stranger = new CodeVault(randomBytes(32));
    let checked = 0;
    for (const row of rows) {
      const code = codes.get(row.hash);
      expect(code, 'code_hash is the sha256 of a downloaded code').toBeDefined();
      if (!code) continue;
      expect(row.json.toUpperCase()).not.toContain(code);
      expect(vault.open(row.sealed)).toBe(code);
      if (checked++ < 20) expect(() => stranger.open(row.sealed)).toThrow();
    }
    const [batchRow] = await db
      .select({ json: sql<string>`row_to_json(b)::text` })
      .from(sql`qr_batches b`)
      .where(sql`b.id = ${BigInt(id)}`);
    for (const code of [...codes.values()].slice(0, 100)) expect(batchRow?.json).not.toContain(code);
  });

  it('prints a sheet whose first QR reads as the first code’s URL', async () => {
    const firstCode = lines[1]?.split(',')[0] ?? '';
    const res = await t.raw(`/${id}/sheet.svg?page=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    const svg = res.body;
    expect(svg).toContain('width="210mm" height="297mm"');
    expect(svg).toContain('viewBox="0 0 210 297"');
    expect(svg.match(/<path /g)).toHaveLength(SHEET_PAGE_SIZE);
    expect(svg).toContain(`>${firstCode}</text>`);
    expect(svg).toContain(`Batch ${id} · Vapo Mint &amp; Ice · page 1 of 286`);
    const png = await sharp(Buffer.from(svg), { density: 200 }).png().toBuffer();
    const found = await readBarcodes(new Blob([new Uint8Array(png)], { type: 'image/png' }), {
      formats: ['QRCode'],
      maxNumberOfSymbols: SHEET_PAGE_SIZE,
    });
    const texts = found.filter((b) => b.isValid).map((b) => b.text);
    expect(texts).toContain(`${PUBLIC_URL}/scanResult?code=${firstCode}`);
    expect(texts.length).toBe(SHEET_PAGE_SIZE);
    for (const t of texts) expect(lines).toContain(`${t.split('=')[1]},${t}`);
  }, 60_000);

  it('ends with a short last page; a page beyond it is 404 and page 0 is 400', async () => {
    const last = await t.raw(`/${id}/sheet.svg?page=286`);
    expect(last.statusCode).toBe(200);
    expect(last.body.match(/<path /g)).toHaveLength(10_000 - 285 * SHEET_PAGE_SIZE);
    expect(last.body).toContain(`>${lines[10_000]?.split(',')[0]}</text>`);
    expect((await t.raw(`/${id}/sheet.svg?page=287`)).statusCode).toBe(404);
    const zero = await t.as(t.admin, 'GET', `/${id}/sheet.svg?page=0`);
    expect(zero.status).toBe(400);
    expect(fieldOf(zero.body)?.field).toBe('page');
    expect((await t.as(t.admin, 'GET', `/${id}/sheet.svg?page=x`)).status).toBe(400);
  });

  it('shows scans, claims and warnings of its codes', async () => {
    const { db } = t.ctx.app.services.database;
    const [a, b, c, d] = await db
      .select({ id: qrCodes.id })
      .from(qrCodes)
      .where(eq(qrCodes.batchId, BigInt(id)))
      .orderBy(qrCodes.seq)
      .limit(4);
    if (!a || !b || !c || !d) throw new Error('no codes');
    const old = new Date(Date.now() - 31 * 86_400_000);
    // a: 5 scans by 4 members (warned); b: scanned long ago (warned); c: 3 members, claimed; d: untouched.
    await db.update(qrCodes).set({ scanCount: 5, firstScanAt: new Date() }).where(eq(qrCodes.id, a.id));
    await db.update(qrCodes).set({ scanCount: 1, firstScanAt: old }).where(eq(qrCodes.id, b.id));
    await db
      .update(qrCodes)
      .set({ scanCount: 3, firstScanAt: new Date(), claimedBy: t.memberIds[0], claimedAt: new Date() })
      .where(eq(qrCodes.id, c.id));
    const scan = (codeId: bigint, userId: bigint | null) => ({ codeId, userId, ipHash: 'x' });
    await db
      .insert(qrScans)
      .values([
        ...t.memberIds.map((u) => scan(a.id, u)),
        scan(a.id, t.memberIds[0] ?? null),
        scan(b.id, null),
        ...t.memberIds.slice(0, 3).map((u) => scan(c.id, u)),
      ]);
    const res = await t.as<Batch>(t.admin, 'GET', `/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      productId: t.productId,
      productName: 'Vapo Mint & Ice',
      count: 10_000,
      generated: 10_000,
      status: 'ready',
      scannedCodes: 3,
      claimedCodes: 1,
      scans: 9,
      warnedCodes: 2,
      sheetPages: 286,
    });
    expect(Date.parse(res.body.data.readyAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(res.body.data.createdAt),
    );
  });
});
