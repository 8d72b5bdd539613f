import { and, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { jobs } from '../db/schema.ts';

export interface ClaimedJob {
  id: bigint;
  kind: string;
  payload: unknown;
  /** Counting this run. */
  attempts: number;
  maxAttempts: number;
}

const claimedColumns = {
  id: jobs.id,
  kind: jobs.kind,
  payload: jobs.payload,
  attempts: jobs.attempts,
  maxAttempts: jobs.maxAttempts,
};

/** Not done, due, not given up, and unlocked or its lock run out (a dead instance's job). */
const claimable = and(
  isNull(jobs.doneAt),
  lte(jobs.runAt, sql`now()`),
  lt(jobs.attempts, jobs.maxAttempts),
  or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
);

/**
 * Claims up to `limit` due jobs of `kinds` for `by`. The select locks the rows it picks and skips
 * rows another instance is claiming at this moment (`FOR UPDATE SKIP LOCKED`, also accepted by
 * PGlite, which has one connection); the UPDATE repeats the condition, so a job is claimed by one
 * instance only even if a row changed in between. Two statements in one transaction, not
 * `UPDATE ... WHERE id IN (SELECT ... LIMIT n FOR UPDATE SKIP LOCKED)`: PostgreSQL may run such a
 * sub-select again for each row and so claim more than `limit` (seen on PGlite: 6 of 6 for 2).
 */
export async function claimDue(
  db: Db,
  q: { kinds: string[]; limit: number; leaseMs: number; by: string },
): Promise<ClaimedJob[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(claimable, inArray(jobs.kind, q.kinds)))
      .orderBy(jobs.runAt, jobs.id)
      .limit(q.limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(jobs)
      .set({
        lockedUntil: sql`now() + make_interval(secs => ${q.leaseMs / 1000})`,
        lockedBy: q.by,
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(
        and(
          inArray(
            jobs.id,
            due.map((d) => d.id),
          ),
          claimable,
        ),
      )
      .returning(claimedColumns);
  });
}

/** Pushes the claim's end to now + lease, only while `by` still holds it. */
export async function extendLease(db: Db, id: bigint, by: string, leaseMs: number): Promise<void> {
  await db
    .update(jobs)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseMs / 1000})` })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, by), isNull(jobs.doneAt)));
}

export async function finishJob(db: Db, id: bigint): Promise<void> {
  await db
    .update(jobs)
    .set({ doneAt: sql`now()`, lockedUntil: null, lockedBy: null, lastError: null })
    .where(eq(jobs.id, id));
}

/** Merges `note` into a job's payload (a handler records a step it must not repeat on a rerun). */
export async function noteJob(db: Db, id: bigint, note: Record<string, unknown>): Promise<void> {
  await db
    .update(jobs)
    .set({ payload: sql`${jobs.payload} || ${JSON.stringify(note)}::jsonb` })
    .where(eq(jobs.id, id));
}

/**
 * Records a failure and unlocks the job to run again after `backoffSeconds`; past `max_attempts`
 * the claim no longer takes it, and it stays with its last error. Only the instance holding the
 * claim unlocks it (another may have taken it after the lease ran out).
 */
export async function failJob(
  db: Db,
  id: bigint,
  by: string,
  error: string,
  backoffSeconds: number,
): Promise<void> {
  await db
    .update(jobs)
    .set({
      lastError: error.slice(0, 4000),
      runAt: sql`now() + make_interval(secs => ${backoffSeconds})`,
      lockedUntil: null,
      lockedBy: null,
    })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, by)));
}

/**
 * Gives a running job back without using its attempt (a graceful stop ended it): due again at once,
 * unlocked. Only while `by` holds the claim; answers whether it did.
 */
export async function handBack(db: Db, id: bigint, by: string): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({
      attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
      runAt: sql`now()`,
      lockedUntil: null,
      lockedBy: null,
    })
    .where(and(eq(jobs.id, id), eq(jobs.lockedBy, by), isNull(jobs.doneAt)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export const GIVEN_UP_ERROR =
  'given up: the last attempt never finished (its instance died or lost its lease)';

/**
 * Marks given up one job of `kinds` whose last attempt died: not done, no attempt left, its lease
 * run out (a failed last attempt unlocks its job, so a lease still set means nobody recorded an end).
 * In the caller's transaction, so the kind's own "given up" writes commit with the marking or not at
 * all. The UPDATE repeats the condition: of several instances at once, one wins (the others' UPDATE
 * waits for its row lock, then finds `locked_until` null).
 */
export async function giveUpOneDead(tx: Tx, kinds: string[]): Promise<ClaimedJob | null> {
  const dead = and(
    inArray(jobs.kind, kinds),
    isNull(jobs.doneAt),
    gte(jobs.attempts, jobs.maxAttempts),
    isNotNull(jobs.lockedUntil),
    lt(jobs.lockedUntil, sql`now()`),
  );
  const [found] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(dead)
    .limit(1)
    .for('update', { skipLocked: true });
  if (!found) return null;
  const [row] = await tx
    .update(jobs)
    .set({
      lockedUntil: null,
      lockedBy: null,
      lastError: sql`left(${GIVEN_UP_ERROR} || coalesce('; before: ' || ${jobs.lastError}, ''), 4000)`,
    })
    .where(and(eq(jobs.id, found.id), dead))
    .returning(claimedColumns);
  return row ?? null;
}
