import type { ActivityState, ActivityType, CostKind } from '../../shared/schemas/activities.ts';
import type { UiKey } from '../i18n/en-us.ts';

export const TYPE_KEYS: Record<ActivityType, UiKey> = {
  reservation: 'activities.typeReservation',
  raffle: 'activities.typeRaffle',
  turntable: 'activities.typeTurntable',
  scratch: 'activities.typeScratch',
  lottery: 'activities.typeLottery',
  offline: 'activities.typeOffline',
};

export const STATE_KEYS: Record<ActivityState, UiKey> = {
  draft: 'activities.stateDraft',
  scheduled: 'activities.stateScheduled',
  open: 'activities.stateOpen',
  closed: 'activities.stateClosed',
  drawn: 'activities.stateDrawn',
};

export const RESERVATION_KEYS = {
  reserved: 'activities.resReserved',
  entered: 'activities.resEntered',
  expired: 'activities.resExpired',
} as const satisfies Record<string, UiKey>;

/** The text of a cost: free, N points or N spins (the number formatted for the member's language). */
export function costLabel(
  cost: { kind: CostKind; amount: number },
  t: (key: UiKey, params?: Record<string, string | number>) => string,
  locale: string,
): string {
  if (cost.kind === 'free' || cost.amount === 0) return t('activities.costFree');
  const n = new Intl.NumberFormat(locale).format(cost.amount);
  return t(cost.kind === 'points' ? 'activities.costPoints' : 'activities.costChances', { n });
}
