import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { scanUrl } from '../../shared/scan/codes.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { audit } from '../console/console.ts';
import type { Db } from '../db/client.ts';
import { products, qrBatches, qrCodes } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../http/errors.ts';
import { renewLease, takeLease, writeChunk } from './qr-batches.generate.ts';
import { batchPage, batchRow } from './qr-batches.stats.ts';
import type { CodeVault } from './scan.codes.ts';

/** Codes written per transaction while generating a batch. */
export const GENERATE_CHUNK = 5000;
/** How long a generating instance holds a batch without renewing (another resumes it after). */
const LEASE_MS = 60_000;
/** How often an instance waiting for another's lease looks again (at most). */
const WAIT_MS = 1000;
/** Failed chunks in a row before a run gives up (the next start or restart goes on). */
const MAX_FAILURES = 5;

export interface QrBatchesOptions {
  leaseMs?: number;
  chunk?: number;
  /** Called after each committed chunk (tests stop an instance there). */
  afterChunk?: (batchId: bigint, generated: number) => void;
}

/**
 * QR code batches (console): a batch row is written at once, its codes in chunks after it, each
 * chunk committed with the new `generated` count, so a large batch shows progress and a restart
 * resumes after the last committed chunk. A batch verifies only once it is `ready`.
 *
 * The lease only keeps two instances from doing the same work: correctness comes from each chunk
 * locking the batch row and continuing from the `generated` it reads, so even two instances writing
 * at once (a lease that ran out under a slow one) write seq 1..count exactly once.
 */
export class QrBatchesService {
  private readonly running = new Map<string, Promise<void>>();
  private stopped = false;
  private readonly wakers = new Set<() => void>();
  private readonly leaseMs: number;
  private readonly chunk: number;

  constructor(
    private readonly db: Db,
    readonly vault: CodeVault,
    private readonly publicUrl: string,
    private readonly log: { error: (obj: unknown, msg: string) => void } = console,
    private readonly options: QrBatchesOptions = {},
  ) {
    this.leaseMs = options.leaseMs ?? LEASE_MS;
    this.chunk = options.chunk ?? GENERATE_CHUNK;
  }

  /** Writes the batch (audited when an admin made it) and starts generating its codes. */
  async create(actor: AuthContext | null, input: { productId: string; count: number }) {
    const batch = await this.db.transaction(async (tx) => {
      const [product] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, BigInt(input.productId)));
      if (!product) throw badRequest('productId', 'validation.invalid');
      const [row] = await tx
        .insert(qrBatches)
        .values({ productId: product.id, count: input.count, createdBy: actor?.user.id ?? null })
        .returning();
      if (!row) throw new Error('batch not written');
      if (actor) {
        await audit(tx, { actor, action: 'qrcode.batch.create', target: `qr_batch:${row.id}`, after: row });
      }
      return row;
    });
    void this.start(batch.id);
    return { batchId: String(batch.id) };
  }

  /** Generates in the background (at most one run per batch in this instance). */
  start(batchId: bigint): Promise<void> {
    const id = String(batchId);
    const current = this.running.get(id);
    if (current) return current;
    const run = this.generate(batchId)
      .catch((err: unknown) => this.log.error({ err, batchId: id }, 'QR batch generation failed'))
      .finally(() => this.running.delete(id));
    this.running.set(id, run);
    return run;
  }

  /** Waits until the batch is generated, here or by another instance (tests, seed); or this one stops. */
  async whenReady(batchId: bigint | string): Promise<void> {
    await this.start(BigInt(batchId));
  }

  /** Resumes every batch left generating (a restart, or an instance that stopped holding it). */
  async resumeAll(): Promise<void> {
    const rows = await this.db
      .select({ id: qrBatches.id })
      .from(qrBatches)
      .where(eq(qrBatches.status, 'generating'))
      .orderBy(asc(qrBatches.id));
    for (const { id } of rows) void this.start(id);
  }

  /** Stops generating (app close): each run ends after its current chunk and gives its lease back. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const wake of this.wakers) wake();
    await Promise.all(this.running.values());
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.wakers.add(wake);
    });
  }

  private async generate(batchId: bigint): Promise<void> {
    while (!this.stopped && !(await takeLease(this.db, batchId, this.leaseMs))) {
      const batch = await this.progress(batchId);
      if (!batch || batch.status === 'ready') return;
      // Another instance holds it: look again until it is ready or the lease runs out.
      await this.sleep(Math.min(WAIT_MS, this.leaseMs));
    }
    if (this.stopped) return;
    try {
      for (let failures = 0; !this.stopped;) {
        let generated: number | null;
        try {
          generated = await writeChunk(this.db, this.vault, batchId, this.chunk);
          failures = 0;
        } catch (err) {
          // A chunk rolls back whole: try again (a lost connection) before leaving it to a restart.
          if (++failures >= MAX_FAILURES) throw err;
          this.log.error({ err, batchId: String(batchId) }, 'QR batch chunk failed, retrying');
          await this.sleep(WAIT_MS);
          continue;
        }
        if (generated === null) return;
        this.options.afterChunk?.(batchId, generated);
        await renewLease(this.db, batchId, this.leaseMs);
      }
    } finally {
      await renewLease(this.db, batchId, null);
    }
  }

  /** The batch's codes in print order, opened (CSV, sheet, seed, tests). */
  async *codes(batchId: bigint, fromSeq = 0, limit = Number.MAX_SAFE_INTEGER): AsyncGenerator<string> {
    let after = fromSeq;
    let left = limit;
    while (left > 0) {
      const rows = await this.db
        .select({ seq: qrCodes.seq, sealed: qrCodes.codeSealed })
        .from(qrCodes)
        .where(and(eq(qrCodes.batchId, batchId), gt(qrCodes.seq, after)))
        .orderBy(asc(qrCodes.seq))
        .limit(Math.min(left, 2000));
      if (rows.length === 0) return;
      for (const r of rows) yield this.vault.open(r.sealed);
      after = rows.at(-1)?.seq ?? after;
      left -= rows.length;
    }
  }

  /** The URL a code's QR holds. */
  urlOf(code: string): string {
    return scanUrl(this.publicUrl, code);
  }

  /** Counts kept for the console's progress (also read by tests). */
  async progress(batchId: bigint) {
    const [row] = await this.db
      .select({ count: qrBatches.count, generated: qrBatches.generated, status: qrBatches.status })
      .from(qrBatches)
      .where(eq(qrBatches.id, batchId));
    return row ?? null;
  }

  /** For statements that need the raw count of codes (tests). */
  async codeCount(batchId: bigint): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(qrCodes)
      .where(eq(qrCodes.batchId, batchId));
    return row?.n ?? 0;
  }

  /** The console's list, newest first. */
  list(pageSize: number, cursor: string | undefined) {
    return batchPage(this.db, pageSize, cursor);
  }

  /** One batch with its scan figures; 404 when there is none. */
  async get(batchId: bigint) {
    const batch = await batchRow(this.db, batchId);
    if (!batch) throw notFound();
    return batch;
  }

  /** A batch whose codes can be printed: 404 when unknown, 409 while its codes are generated. */
  async printable(batchId: bigint) {
    const batch = await this.get(batchId);
    if (batch.status !== 'ready') throw conflict('BATCH_NOT_READY', 'scan.batchNotReady');
    return batch;
  }
}
