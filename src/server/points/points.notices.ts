import type { Tx } from '../db/client.ts';
import { writeNotice } from '../notifications/notifications.writer.ts';

/** Where a member sees each change of their points. */
export const POINTS_HISTORY_LINK = '/pointsHistory';

/**
 * Tells the member the brand changed their points in the console, in the grant's transaction: the
 * change and the brand's reason, leading to their points history.
 */
export async function tellPointsChanged(
  tx: Tx,
  userId: bigint,
  delta: number,
  reason: string,
): Promise<void> {
  await writeNotice(tx, {
    userId,
    kind: delta > 0 ? 'pointsGranted' : 'pointsDeducted',
    actorId: userId,
    snippet: `${delta > 0 ? '+' : '−'}${Math.abs(delta)} · ${reason}`,
    link: POINTS_HISTORY_LINK,
  });
}
