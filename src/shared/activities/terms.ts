import type { ActivityType, OddsRow } from '../schemas/activities.ts';

/** A prize of a closing draw and how many winners it takes (its initial stock). */
export interface DrawnPrize {
  segment: number;
  prizeId: string | null;
  name: string;
  winners: number;
}

/**
 * The terms a member reads on an activity, by type (issue 38): wheels and scratch cards draw each
 * entry from the odds table, so they show it; raffles and lotteries draw a number of winners out of
 * all entries at the close (docs/fairness.md), so a per-prize percentage would mislead; a flash
 * sale is seats, first come; a store check-in draws nothing.
 */
export type ActivityTerms =
  | { kind: 'odds' }
  | { kind: 'winners'; winners: number; entries: number; drawAt: string; prizes: DrawnPrize[] }
  | { kind: 'seats'; left: number; total: number }
  | { kind: 'none' };

export interface TermsSource {
  type: ActivityType;
  odds: OddsRow[];
  entryCount: number;
  endAt: string;
  seats: number | null;
  seatsLeft: number | null;
}

export function termsOf(a: TermsSource): ActivityTerms {
  switch (a.type) {
    case 'turntable':
    case 'scratch':
      return { kind: 'odds' };
    case 'raffle':
    case 'lottery': {
      const prizes = a.odds
        .filter((r) => r.prizeId !== null)
        .map((r) => ({ segment: r.segment, prizeId: r.prizeId, name: r.name, winners: r.initialStock ?? 0 }))
        .filter((p) => p.winners > 0);
      const winners = prizes.reduce((sum, p) => sum + p.winners, 0);
      return { kind: 'winners', winners, entries: a.entryCount, drawAt: a.endAt, prizes };
    }
    case 'reservation':
      return a.seats === null ? { kind: 'none' } : { kind: 'seats', left: a.seatsLeft ?? 0, total: a.seats };
    case 'offline':
      return { kind: 'none' };
  }
}

/** Whether the "Provably fair" box (seed hash, revealed seed, recompute) belongs to this type. */
export const hasFairDraw = (type: ActivityType): boolean =>
  type === 'turntable' || type === 'scratch' || type === 'raffle' || type === 'lottery';
