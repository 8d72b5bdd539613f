import { and, asc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { scanUrl } from '../../shared/scan/codes.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { audit } from '../console/console.ts';
import type { Db } from '../db/client.ts';
import { products, qrBatches, qrCodes } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import { hashOfCode, newCode, type CodeVault } from './scan.codes.ts';

/** Codes written per transaction while generating a batch. */
export const GENERATE_CHUNK = 5000;
/** How long a generating instance holds a batch without renewing (another resumes it after). */
const LEASE_MS = 60_000;

/**
 * QR code batches (console): a batch row is written at once, its codes in chunks after it, each
 * chunk committed with the new `generated` count, so a large batch shows progress and a restart
 * resumes after the last committed chunk. A batch verifies only once it is `ready`.
 */
export class QrBatchesService {
  private readonly running = new Map<string, Promise<void>>();
  private stopped = false;

  constructor(
    private readonly db: Db,
    readonly vault: CodeVault,
    private readonly publicUrl: string,
    private readonly log: { error: (obj: unknown, msg: string) => void } = console,
  ) {}

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

  /** Waits until the batch is generated (tests, seed). */
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

  /** Stops generating (app close): each run ends after its current chunk. */
  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.running.values());
  }

  /** Takes or renews the lease; false when another instance holds it or the batch is done. */
  private async lease(batchId: bigint): Promise<boolean> {
    const until = new Date(Date.now() + LEASE_MS);
    const rows = await this.db
      .update(qrBatches)
      .set({ leaseUntil: until })
      .where(
        and(
          eq(qrBatches.id, batchId),
          eq(qrBatches.status, 'generating'),
          or(isNull(qrBatches.leaseUntil), lt(qrBatches.leaseUntil, new Date(Date.now() + LEASE_MS / 2))),
        ),
      )
      .returning({ id: qrBatches.id });
    return rows.length > 0;
  }

  private async generate(batchId: bigint): Promise<void> {
    if (!(await this.lease(batchId))) return;
    for (;;) {
      if (this.stopped) return;
      const done = await this.db.transaction(async (tx) => {
        const [batch] = await tx.select().from(qrBatches).where(eq(qrBatches.id, batchId)).for('update');
        if (!batch || batch.status === 'ready') return true;
        const from = batch.generated;
        const n = Math.min(GENERATE_CHUNK, batch.count - from);
        if (n > 0) {
          const rows = Array.from({ length: n }, (_, i) => {
            const code = newCode();
            return {
              batchId,
              seq: from + i + 1,
              codeHash: hashOfCode(code),
              codeSealed: this.vault.seal(code),
            };
          });
          await tx.insert(qrCodes).values(rows);
        }
        const generated = from + n;
        const ready = generated >= batch.count;
        await tx
          .update(qrBatches)
          .set({
            generated,
            ...(ready ? { status: 'ready' as const, readyAt: new Date(), leaseUntil: null } : {}),
          })
          .where(eq(qrBatches.id, batchId));
        return ready;
      });
      if (done) return;
      await this.lease(batchId);
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
}
