import { eq, inArray } from 'drizzle-orm';
import type { ActivityType } from '../../shared/schemas/activities.ts';
import type { Db } from '../db/client.ts';
import { activities, activityAwards, type Localised } from '../db/schema.ts';

export interface WonIn {
  activityId: bigint;
  type: ActivityType;
  title: Localised;
}

/**
 * The activity each of these orders ships a prize won in (raffle, wheel, scratch card, ...), by
 * order id: such an order costs no points, and the member is told where the prize came from.
 */
export async function wonInOf(db: Db, redeemIds: bigint[]): Promise<Map<bigint, WonIn>> {
  if (redeemIds.length === 0) return new Map();
  const rows = await db
    .select({
      redeemId: activityAwards.redeemId,
      activityId: activities.id,
      type: activities.type,
      title: activities.title,
    })
    .from(activityAwards)
    .innerJoin(activities, eq(activities.id, activityAwards.activityId))
    .where(inArray(activityAwards.redeemId, redeemIds));
  return new Map(
    rows.flatMap((r) =>
      r.redeemId === null ? [] : [[r.redeemId, { activityId: r.activityId, type: r.type, title: r.title }]],
    ),
  );
}
