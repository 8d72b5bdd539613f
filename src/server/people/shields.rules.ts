import { and, eq, or } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { shields } from '../db/schema.ts';
import { AppError } from '../http/errors.ts';

type Q = Db | Tx;

/** True when `ownerId` blocked `actorId` (mute does not count: it changes nothing for them). */
export async function hasBlocked(db: Q, ownerId: bigint, actorId: bigint): Promise<boolean> {
  if (ownerId === actorId) return false;
  const [row] = await db
    .select({ kind: shields.kind })
    .from(shields)
    .where(and(eq(shields.userId, ownerId), eq(shields.targetId, actorId), eq(shields.kind, 'block')))
    .limit(1);
  return row !== undefined;
}

/** 403 `BLOCKED` when any of `owners` blocked `actorId` (comment on their article, reply, follow). */
export async function assertNotBlocked(db: Q, owners: readonly bigint[], actorId: bigint): Promise<void> {
  const others = owners.filter((o) => o !== actorId);
  if (others.length === 0) return;
  const [row] = await db
    .select({ kind: shields.kind })
    .from(shields)
    .where(
      and(
        eq(shields.targetId, actorId),
        eq(shields.kind, 'block'),
        or(...others.map((o) => eq(shields.userId, o))),
      ),
    )
    .limit(1);
  if (row) throw new AppError(403, 'BLOCKED', 'social.blocked');
}
