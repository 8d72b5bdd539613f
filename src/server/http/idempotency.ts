import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { AppError, badRequest } from './errors.ts';

const KEY = /^[A-Za-z0-9._:-]{8,128}$/;

/** The caller's `Idempotency-Key` header: required on every call that grants or spends. */
export function idempotencyKey(req: FastifyRequest): string {
  const key = req.headers['idempotency-key'];
  if (typeof key !== 'string' || !KEY.test(key)) {
    throw badRequest('Idempotency-Key', 'validation.idempotencyKey', 'IDEMPOTENCY_KEY_REQUIRED');
  }
  return key;
}

const hashOf = (scope: string, body: unknown) =>
  createHash('sha256')
    .update(`${scope}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');

/**
 * Runs `action` once per (user, key): the key row is inserted in the same transaction as the work,
 * so a concurrent repeat waits on it and then reads the stored answer; a repeat after a failure (no
 * row was committed) runs again. The same key with another scope or body is 409 IDEMPOTENCY_MISMATCH.
 */
export async function once<T>(
  db: Db,
  request: { userId: bigint; key: string; scope: string; body: unknown },
  action: (tx: Tx) => Promise<T>,
): Promise<T> {
  const requestHash = hashOf(request.scope, request.body);
  const outcome = await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId: request.userId, key: request.key, scope: request.scope, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) return { fresh: false as const };
    const result = await action(tx);
    await tx
      .update(idempotencyKeys)
      .set({ response: result })
      .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)));
    return { fresh: true as const, result };
  });
  if (outcome.fresh) return outcome.result;
  const [first] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)));
  if (!first || first.requestHash !== requestHash) {
    throw new AppError(409, 'IDEMPOTENCY_MISMATCH', 'error.idempotencyMismatch');
  }
  return first.response as T;
}
