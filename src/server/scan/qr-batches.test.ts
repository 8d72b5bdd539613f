import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueMaker } from '../catalogue/catalogue.fixtures.ts';
import { qrBatches, qrCodes } from '../db/schema.ts';
import { startApp, type TestContext } from '../test/app.ts';
import { GENERATE_CHUNK, QrBatchesService, type QrBatchesOptions } from './qr-batches.service.ts';

let ctx: TestContext;
let productId: string;
const quiet = { error: () => undefined };

beforeAll(async () => {
  ctx = await startApp();
  const make = catalogueMaker(ctx);
  productId = await make.product({
    brandId: await make.brand('Batchy', 1),
    model: 'B1',
    name: 'Batchy One',
    deviceType: 'disposable',
    style: 'fruit',
    flavours: ['Peach'],
  });
}, 60_000);
afterAll(() => ctx.close());

/** Another instance of the service on the same database (as a second server or a restart has). */
const instance = (options: QrBatchesOptions = {}) =>
  new QrBatchesService(
    ctx.app.services.database.db,
    ctx.app.services.qrBatches.vault,
    'https://x.test',
    quiet,
    options,
  );

/** seq 1..count once each, `generated` = count, ready, and as many distinct hashes as codes. */
async function expectComplete(batchId: string, count: number) {
  const { db } = ctx.app.services.database;
  const [codes] = await db
    .select({
      n: sql<number>`count(*)::int`,
      seqs: sql<number>`count(distinct ${qrCodes.seq})::int`,
      hashes: sql<number>`count(distinct ${qrCodes.codeHash})::int`,
      min: sql<number>`min(${qrCodes.seq})`,
      max: sql<number>`max(${qrCodes.seq})`,
    })
    .from(qrCodes)
    .where(eq(qrCodes.batchId, BigInt(batchId)));
  expect(codes).toEqual({ n: count, seqs: count, hashes: count, min: 1, max: count });
  const [batch] = await db
    .select()
    .from(qrBatches)
    .where(eq(qrBatches.id, BigInt(batchId)));
  expect(batch).toMatchObject({ generated: count, status: 'ready', leaseUntil: null });
  expect(batch?.readyAt).toBeInstanceOf(Date);
}

/** A batch left generating after exactly one chunk by an instance that stopped. */
async function halfDone(count: number) {
  const first: QrBatchesService = instance({ afterChunk: () => void first.stop() });
  const { batchId } = await first.create(null, { productId, count });
  await first.whenReady(batchId);
  expect(await first.progress(BigInt(batchId))).toEqual({
    count,
    generated: GENERATE_CHUNK,
    status: 'generating',
  });
  return batchId;
}

describe('generating a batch', () => {
  it('is generating right after create, then ready with every code', async () => {
    const svc = instance();
    const { batchId } = await svc.create(null, { productId, count: 12_000 });
    expect((await svc.progress(BigInt(batchId)))?.status).toBe('generating');
    await svc.whenReady(batchId);
    expect(await svc.progress(BigInt(batchId))).toEqual({
      count: 12_000,
      generated: 12_000,
      status: 'ready',
    });
    await expectComplete(batchId, 12_000);
    let n = 0;
    for await (const code of svc.codes(BigInt(batchId), 11_990)) {
      expect(code).toMatch(/^[A-Z2-7]{24}$/);
      n++;
    }
    expect(n).toBe(10);
  }, 60_000);

  it('resumes after a stop: a new instance finishes exactly count codes', async () => {
    const batchId = await halfDone(12_000);
    // The stopped instance gave its lease back, so the next one starts at once.
    const next = instance();
    await next.resumeAll();
    await next.whenReady(batchId);
    await expectComplete(batchId, 12_000);
  }, 60_000);

  it('waits out the lease of an instance that died, then takes over', async () => {
    const batchId = await halfDone(7000);
    const { db } = ctx.app.services.database;
    // A crash keeps the lease: nobody else writes until it runs out.
    await db
      .update(qrBatches)
      .set({ leaseUntil: sql`now() + interval '700 milliseconds'` })
      .where(eq(qrBatches.id, BigInt(batchId)));
    const next = instance();
    const started = Date.now();
    await next.whenReady(batchId);
    expect(Date.now() - started).toBeGreaterThanOrEqual(500);
    await expectComplete(batchId, 7000);
  }, 60_000);

  it('writes exactly count codes when two instances generate the same batch at once', async () => {
    const chunks = { a: 0, b: 0 };
    // A lease of 1 ms runs out between chunks: both instances write, one chunk each at a time.
    const a = instance({ leaseMs: 1, chunk: 500, afterChunk: () => void chunks.a++ });
    const b = instance({ leaseMs: 1, chunk: 500, afterChunk: () => void chunks.b++ });
    const { batchId } = await a.create(null, { productId, count: 12_000 });
    await Promise.all([a.whenReady(batchId), b.whenReady(batchId)]);
    await expectComplete(batchId, 12_000);
    expect(chunks.a + chunks.b).toBe(12_000 / 500 - 1);
    // PGlite runs one statement at a time and the running instance's next chunk is always queued
    // first; on PostgreSQL the two really write side by side.
    if (process.env.TEST_DB === 'postgres') expect(Math.min(chunks.a, chunks.b)).toBeGreaterThan(0);
  }, 60_000);

  it('retries a chunk that failed and still writes each seq once', async () => {
    const { vault } = ctx.app.services.qrBatches;
    let failures = 1;
    // A chunk that fails halfway (here: sealing throws) rolls back whole and is written again.
    const flaky = Object.assign(Object.create(vault) as typeof vault, {
      seal: (code: string) => {
        if (failures > 0 && code.startsWith('A')) {
          failures--;
          throw new Error('sealing failed');
        }
        return vault.seal(code);
      },
    });
    const errors: unknown[] = [];
    const svc = new QrBatchesService(ctx.app.services.database.db, flaky, 'https://x.test', {
      error: (obj) => errors.push(obj),
    });
    const { batchId } = await svc.create(null, { productId, count: 6000 });
    await svc.whenReady(batchId);
    expect(errors).toHaveLength(1);
    await expectComplete(batchId, 6000);
  }, 60_000);

  it('does nothing for a ready batch and refuses an unknown product', async () => {
    const svc = instance();
    const { batchId } = await svc.create(null, { productId, count: 3 });
    await svc.whenReady(batchId);
    await instance().whenReady(batchId);
    await expectComplete(batchId, 3);
    await expect(svc.create(null, { productId: '987654321', count: 3 })).rejects.toMatchObject({
      statusCode: 400,
      options: { fields: [{ field: 'productId' }] },
    });
  });
});
