import type { ActivityState, ActivityType } from '../schemas/activities.ts';

export interface ActivityClock {
  type: ActivityType;
  startAt: Date;
  endAt: Date;
  publishedAt: Date | null;
  drawnAt: Date | null;
}

/** The state a member sees, from the row and the clock (stored times are UTC instants). */
export function stateOf(a: ActivityClock, now: Date): ActivityState {
  if (!a.publishedAt) return 'draft';
  if (a.drawnAt) return 'drawn';
  if (now < a.startAt) return 'scheduled';
  if (now < a.endAt) return 'open';
  return 'closed';
}

/** Whether the seed may be shown: once the activity has ended (its outcomes are all fixed). */
export const seedRevealed = (a: Pick<ActivityClock, 'endAt'>, now: Date): boolean => now >= a.endAt;
