import type { Db, Tx } from '../db/client.ts';
import { extendLease, giveUpOneDead } from './jobs.repository.ts';

interface Log {
  error: (obj: unknown, msg: string) => void;
}

/**
 * A job of the kind was given up by the queue: its last attempt died (its instance was killed, or
 * lost its lease) before recording an end. Runs in the transaction that marks the job, once across
 * all instances; a hook that throws rolls the marking back, to be tried again at the next tick.
 */
export type GivenUpHook = (payload: unknown, tx: Tx) => Promise<void>;

/** At most this many jobs given up a tick (a backlog after an outage drains over a few ticks). */
const GIVE_UP_PER_TICK = 100;

/**
 * Keeps a claim alive while its handler runs: a long job (an encode) is not taken by another
 * instance, yet a dead instance's job is free again within one lease. Answers the stop function.
 */
export function heartbeat(db: Db, id: bigint, by: string, leaseMs: number, log: Log): () => void {
  const timer = setInterval(
    () => {
      extendLease(db, id, by, leaseMs).catch((err: unknown) =>
        log.error({ err, jobId: String(id) }, 'extending a job lease failed'),
      );
    },
    Math.max(1, Math.floor(leaseMs / 3)),
  );
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * The other end of a lease: jobs of `kinds` whose last attempt died are marked given up, each with
 * its kind's hook in one transaction. Errors are logged, and the job tried again next tick.
 */
export async function giveUpDead(
  db: Db,
  hooks: ReadonlyMap<string, GivenUpHook>,
  kinds: string[],
  log: Log,
): Promise<void> {
  if (kinds.length === 0) return;
  try {
    for (let i = 0; i < GIVE_UP_PER_TICK; i++) {
      const job = await db.transaction(async (tx) => {
        const dead = await giveUpOneDead(tx, kinds);
        if (dead) await hooks.get(dead.kind)?.(dead.payload, tx);
        return dead;
      });
      if (!job) return;
      const at = { jobId: String(job.id), kind: job.kind, attempts: job.attempts };
      log.error(at, 'job given up: its last attempt died');
    }
  } catch (err) {
    log.error({ err }, 'giving up dead jobs failed');
  }
}
