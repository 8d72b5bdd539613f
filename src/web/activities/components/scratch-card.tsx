import type { ActivityDetail } from '../../../shared/schemas/activities.ts';

/** The scratch card of a `scratch` activity (placeholder while it is built, issue 12). */
export function ScratchCard(_props: { activity: ActivityDetail }) {
  return null;
}
