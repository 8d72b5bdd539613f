import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '../../shared/schemas/content.ts';
import type { AuthContext } from '../auth/auth.service.ts';
import { audit } from '../console/console.ts';
import type { Db } from '../db/client.ts';
import { ageProofs, users } from '../db/schema.ts';
import { AppError, badRequest, notFound } from '../http/errors.ts';
import { imageDecodes } from '../infra/images.ts';
import type { OpenedObject, Storage } from '../infra/storage.ts';
import { afterId, cutById } from './awards.cursor.ts';
import type { NoticeMails } from '../notifications/notice-mails.ts';
import { tellProofDecision } from './proofs.notices.ts';

type ProofRow = typeof ageProofs.$inferSelect;
export type ProofStatus = ProofRow['status'];

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']);
const KEY = /^proofs\/[0-9a-f]{32}\.jpg$/;

const statusOf = (p: ProofRow | undefined) => ({
  status: p?.status ?? ('none' as const),
  reason: p?.reason ?? null,
  submittedAt: p?.createdAt.toISOString() ?? null,
});

/** Whether a row's key names a proof (a row can only ever lead to `proofs/` in the private area). */
export const isProofKey = (key: string): boolean => KEY.test(key);

function proofKey(key: string): string {
  if (!isProofKey(key)) throw new Error(`unsafe proof key: ${key}`);
  return key;
}

/**
 * Proof of age for raffles: a picture kept in the storage's private area (`proofs/<hex>.jpg`:
 * `DATA_DIR/private/proofs` or the bucket's `private/`), never under a public URL, reviewed in the
 * console. Only the console's image call reads them back.
 */
export class ProofsService {
  constructor(
    protected readonly db: Db,
    protected readonly storage: Storage,
    /** Drops the member's cached sessions on every instance (their `proof` standing changed). */
    private readonly forgetUser: (userId: bigint) => Promise<void> = () => Promise.resolve(),
    /** Emails the decision (none in tests that build the service alone). */
    private readonly mails: NoticeMails | null = null,
  ) {}

  /** A new picture for review; it replaces a pending or rejected one (an approved one stays). */
  async submit(userId: bigint, input: Buffer, field: string) {
    if (input.length > IMAGE_MAX_BYTES) throw new AppError(413, 'PAYLOAD_TOO_LARGE', 'error.payloadTooLarge');
    const type = await fileTypeFromBuffer(input);
    if (!type || !ACCEPTED.has(type.mime)) throw badRequest(field, 'validation.image', 'UNSUPPORTED_IMAGE');
    let jpeg: Buffer;
    try {
      // sharp writes no metadata unless asked: EXIF, GPS and the camera's name are dropped.
      jpeg = await imageDecodes.run(() =>
        sharp(input, { limitInputPixels: 80_000_000 })
          .rotate()
          .resize({ width: 2000, height: 2000, fit: 'inside', withoutEnlargement: true })
          .jpeg({ quality: 85 })
          .toBuffer(),
      );
    } catch {
      throw badRequest(field, 'validation.image', 'UNREADABLE_IMAGE');
    }
    const key = `proofs/${randomBytes(16).toString('hex')}.jpg`;
    await this.storage.private.put(key, jpeg, 'image/jpeg');
    let replaced: ProofRow[] = [];
    try {
      const row = await this.db.transaction(async (tx) => {
        // One member's uploads queue up on their user row (NO KEY UPDATE: it does not wait on the key-share
        // locks other tables' foreign keys take, see decision 085).
        await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
        const [approved] = await tx
          .select({ id: ageProofs.id })
          .from(ageProofs)
          .where(and(eq(ageProofs.userId, userId), eq(ageProofs.status, 'approved')));
        if (approved) throw new AppError(409, 'PROOF_APPROVED', 'activity.proofApproved');
        replaced = await tx
          .delete(ageProofs)
          .where(and(eq(ageProofs.userId, userId), inArray(ageProofs.status, ['pending', 'rejected'])))
          .returning();
        const [made] = await tx.insert(ageProofs).values({ userId, fileKey: key }).returning();
        return made;
      });
      await Promise.all(
        replaced.map((p) => this.storage.private.remove(proofKey(p.fileKey)).catch(() => undefined)),
      );
      return statusOf(row);
    } catch (err) {
      await this.storage.private.remove(key).catch(() => undefined);
      throw err;
    }
  }

  /** My latest proof's state (`none` before the first upload). */
  async status(userId: bigint) {
    const [row] = await this.db
      .select()
      .from(ageProofs)
      .where(eq(ageProofs.userId, userId))
      .orderBy(desc(ageProofs.id))
      .limit(1);
    return statusOf(row);
  }

  /** The review queue, oldest first (first come, first reviewed). */
  async queue(q: { status?: ProofStatus | undefined; pageSize: number; cursor?: string | undefined }) {
    const rows = await this.db
      .select({ p: ageProofs, nickName: users.nickName, email: users.email })
      .from(ageProofs)
      .innerJoin(users, eq(users.id, ageProofs.userId))
      .where(
        and(q.status ? eq(ageProofs.status, q.status) : undefined, afterId(q.cursor, ageProofs.id, 'asc')),
      )
      .orderBy(asc(ageProofs.id))
      .limit(q.pageSize + 1);
    const { list, nextCursor } = cutById(rows, q.pageSize, (r) => r.p.id);
    return {
      list: list.map(({ p, nickName, email }) => ({
        id: String(p.id),
        userId: String(p.userId),
        nickName,
        email,
        status: p.status,
        createdAt: p.createdAt.toISOString(),
      })),
      nextCursor,
    };
  }

  /** The picture, opened for streaming, for the console only (the route checks the admin). */
  async image(id: bigint): Promise<OpenedObject> {
    const [row] = await this.db.select().from(ageProofs).where(eq(ageProofs.id, id));
    if (!row) throw notFound();
    const opened = await this.storage.private.open(proofKey(row.fileKey));
    if (!opened) throw notFound();
    return opened;
  }

  /** Approves (the member may enter raffles) or rejects with a reason the member reads; audited. */
  async review(
    actor: AuthContext,
    id: bigint,
    input: { decision: 'approved' | 'rejected'; reason?: string | null | undefined },
  ) {
    const reason = input.reason?.trim() ? input.reason.trim() : null;
    if (input.decision === 'rejected' && !reason) throw badRequest('reason', 'validation.required');
    const result = await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(ageProofs).where(eq(ageProofs.id, id)).for('update');
      if (!before) throw notFound();
      const [after] = await tx
        .update(ageProofs)
        .set({
          status: input.decision,
          reason: input.decision === 'rejected' ? reason : null,
          reviewedBy: actor.user.id,
          reviewedAt: new Date(),
        })
        .where(eq(ageProofs.id, id))
        .returning();
      if (!after) throw notFound();
      // Rejecting a proof that was approved withdraws the member's standing too.
      await tx
        .update(users)
        .set({ proof: input.decision === 'approved', updatedAt: new Date() })
        .where(eq(users.id, before.userId));
      // The member hears of a change (a second click on the same decision tells nothing new).
      if (before.status !== after.status || before.reason !== after.reason) {
        await tellProofDecision(tx, this.mails, after);
      }
      const view = (p: ProofRow) => ({ status: p.status, reason: p.reason, reviewedBy: p.reviewedBy });
      await audit(tx, {
        actor,
        action: 'proofs.review',
        target: `proof:${id}`,
        before: view(before),
        after: view(after),
      });
      return { status: statusOf(after), userId: before.userId };
    });
    await this.forgetUser(result.userId);
    return result.status;
  }
}
