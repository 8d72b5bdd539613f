import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Batch } from '../../shared/schemas/scan.ts';
import { fieldOf } from '../catalogue/catalogue.fixtures.ts';
import { auditLog, qrBatches } from '../db/schema.ts';
import { QrBatchesService } from './qr-batches.service.ts';
import { PUBLIC_URL, startConsole } from './scan-console.fixtures.ts';

let t: Awaited<ReturnType<typeof startConsole>>;
beforeAll(async () => {
  t = await startConsole();
}, 60_000);
afterAll(() => t.ctx.close());

describe('console QR batches: access and validation', () => {
  it('answers 401 to visitors and 403 to members on every route', async () => {
    const id = await t.createBatch(3);
    await t.ctx.app.services.qrBatches.whenReady(id);
    for (const [method, url] of [
      ['POST', ''],
      ['GET', ''],
      ['GET', `/${id}`],
      ['GET', `/${id}/codes.csv`],
      ['GET', `/${id}/sheet.svg?page=1`],
    ] as const) {
      const payload = method === 'POST' ? { productId: t.productId, count: 1 } : undefined;
      expect((await t.as(null, method, url, payload)).status, `${method} ${url}`).toBe(401);
      expect((await t.as(t.member, method, url, payload)).status, `${method} ${url}`).toBe(403);
    }
  });

  it('refuses a bad count or product with 400 naming the field, and writes nothing', async () => {
    const before = await t.ctx.app.services.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(qrBatches);
    for (const [body, field] of [
      [{ productId: t.productId, count: 0 }, 'count'],
      [{ productId: t.productId, count: 100_001 }, 'count'],
      [{ productId: t.productId, count: 1.5 }, 'count'],
      [{ productId: t.productId, count: '10' }, 'count'],
      [{ productId: t.productId }, 'count'],
      [{ count: 10 }, 'productId'],
      [{ productId: 'abc', count: 10 }, 'productId'],
      [{ productId: '999999', count: 10 }, 'productId'],
    ] as const) {
      const res = await t.as(t.admin, 'POST', '', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(fieldOf(res.body)?.field, JSON.stringify(body)).toBe(field);
    }
    const after = await t.ctx.app.services.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(qrBatches);
    expect(after).toEqual(before);
  });

  it('audits the create and answers 404 for an unknown batch', async () => {
    const res = await t.as<{ batchId: string }>(t.admin, 'POST', '', { productId: t.productId, count: 2 });
    expect(res.body.msg).toBe('Batch created: its codes are being generated');
    const [row] = await t.ctx.app.services.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'qrcode.batch.create'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row?.target).toBe(`qr_batch:${res.body.data.batchId}`);
    expect(row?.after).toMatchObject({ count: 2, productId: t.productId });
    for (const url of ['/987654', '/987654/codes.csv', '/987654/sheet.svg?page=1']) {
      expect((await t.raw(url)).statusCode, url).toBe(404);
    }
    expect((await t.raw('/0')).statusCode).toBe(400);
  });
});

describe('listing and a batch still generating', () => {
  it('lists newest first, a page at a time', async () => {
    const made = [await t.createBatch(1), await t.createBatch(1), await t.createBatch(1)];
    const seen: string[] = [];
    let cursor: string | null = '';
    while (cursor !== null) {
      const res: Awaited<ReturnType<typeof t.as<{ list: Batch[]; nextCursor: string | null }>>> = await t.as(
        t.admin,
        'GET',
        `?pageSize=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.list.length).toBeLessThanOrEqual(2);
      seen.push(...res.body.data.list.map((b) => b.id));
      cursor = res.body.data.nextCursor;
    }
    expect(seen.slice(0, 3)).toEqual([...made].reverse());
    expect(seen.map(Number)).toEqual([...seen.map(Number)].sort((x, y) => y - x));
    expect(new Set(seen).size).toBe(seen.length);
    expect((await t.as(t.admin, 'GET', '?cursor=zzz')).status).toBe(400);
    expect((await t.as(t.admin, 'GET', '?pageSize=0')).status).toBe(400);
  });

  it('answers 409 BATCH_NOT_READY to the CSV and sheet while generating, then serves them', async () => {
    const { database, qrBatches: appBatches } = t.ctx.app.services;
    // An instance stopped after its first chunk leaves the batch generating, whatever the timing.
    const first: QrBatchesService = new QrBatchesService(database.db, appBatches.vault, PUBLIC_URL, console, {
      afterChunk: () => void first.stop(),
    });
    const { batchId } = await first.create(null, { productId: t.productId, count: 12_000 });
    await first.whenReady(batchId);
    const shown = await t.as<Batch>(t.admin, 'GET', `/${batchId}`);
    expect(shown.body.data).toMatchObject({
      status: 'generating',
      generated: 5000,
      count: 12_000,
      readyAt: null,
    });
    for (const url of [`/${batchId}/codes.csv`, `/${batchId}/sheet.svg?page=1`]) {
      const res = await t.as<{ reason: string }>(t.admin, 'GET', url);
      expect(res.status, url).toBe(409);
      expect(res.body.data.reason).toBe('BATCH_NOT_READY');
      expect(res.body.msg).toBe('The codes of this batch are still being generated');
    }
    await appBatches.resumeAll();
    await appBatches.whenReady(batchId);
    const csv = await t.raw(`/${batchId}/codes.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trimEnd().split('\n')).toHaveLength(12_001);
    expect((await t.as<Batch>(t.admin, 'GET', `/${batchId}`)).body.data).toMatchObject({
      status: 'ready',
      generated: 12_000,
      sheetPages: 343,
    });
  }, 120_000);
});
