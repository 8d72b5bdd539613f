/**
 * QR batch generation (PostgreSQL): how long a batch of 100,000 codes takes to generate in the
 * background (chunks of 5,000, each code a CSPRNG draw, a SHA-256 and an AES-GCM seal), and how long
 * reading all of them back for the CSV takes. Checks what it timed: count, seq 1..count, no repeats.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/qr-batches.ts
 *   QR_BENCH_COUNT=50000 … (default 100000)
 */
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { openPostgres } from '../src/server/db/client.ts';
import { catalogueBrands, products, qrCodes } from '../src/server/db/schema.ts';
import { createScratchDatabase } from '../src/server/db/scratch.ts';
import { QrBatchesService } from '../src/server/scan/qr-batches.service.ts';
import { CodeVault } from '../src/server/scan/scan.codes.ts';

const adminUrl = process.env.BENCH_DATABASE_URL;
if (!adminUrl) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server');
const count = Number(process.env.QR_BENCH_COUNT ?? 100_000);

const scratch = await createScratchDatabase(adminUrl, 'vc_qrbench');
const database = openPostgres(scratch.url, 10);
try {
  await database.migrate();
  const { db } = database;
  const [brand] = await db.insert(catalogueBrands).values({ name: 'Bench' }).returning();
  if (!brand) throw new Error('no brand');
  const [product] = await db
    .insert(products)
    .values({ brandId: brand.id, model: 'B', name: 'Bench', deviceType: 'pod', style: 'drink' })
    .returning();
  if (!product) throw new Error('no product');
  const service = new QrBatchesService(db, new CodeVault(randomBytes(32)), 'https://bench.example.com');

  const t0 = performance.now();
  const { batchId } = await service.create(null, { productId: String(product.id), count });
  const created = performance.now() - t0;
  await service.whenReady(batchId);
  const generated = performance.now() - t0;

  const t1 = performance.now();
  let lines = 0;
  let bytes = 0;
  for await (const code of service.codes(BigInt(batchId))) {
    lines++;
    bytes += code.length + service.urlOf(code).length + 2;
  }
  const read = performance.now() - t1;

  const [check] = await db
    .select({
      n: sql<number>`count(*)::int`,
      seqs: sql<number>`count(distinct ${qrCodes.seq})::int`,
      hashes: sql<number>`count(distinct ${qrCodes.codeHash})::int`,
      max: sql<number>`max(${qrCodes.seq})`,
    })
    .from(qrCodes)
    .where(eq(qrCodes.batchId, BigInt(batchId)));
  const ok = check?.n === count && check.seqs === count && check.hashes === count && check.max === count;
  if (!ok || lines !== count) throw new Error(`batch incomplete: ${JSON.stringify(check)}, ${lines} read`);
  console.log(
    JSON.stringify(
      {
        count,
        createAnswerMs: Math.round(created),
        generateMs: Math.round(generated),
        codesPerSecond: Math.round(count / (generated / 1000)),
        readAllForCsvMs: Math.round(read),
        csvMiB: +(bytes / 1024 / 1024).toFixed(1),
      },
      null,
      2,
    ),
  );
} finally {
  await database.close();
  await scratch.drop();
}
