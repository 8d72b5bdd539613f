import type { Localised } from '../db/schema.ts';

/** One tier as stored, lowest threshold first in every list. */
export interface TierDef {
  code: string;
  name: Localised;
  threshold: number;
  multiplier: number;
  earlyAccessHours: number;
  birthdayBonus: number;
}

/** A member's stored tier; `reachedAt`/`reviewAt` null = the lowest tier, never left. */
export interface TierHeld {
  code: string;
  reachedAt: Date | null;
  reviewAt: Date | null;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Qualifying points count over this window; a reached tier is reviewed this long after. */
export const TIER_YEAR_MS = 365 * DAY_MS;

/** The index of `code` in `tiers` (the lowest when unknown). */
export const indexOf = (tiers: TierDef[], code: string): number =>
  Math.max(
    0,
    tiers.findIndex((t) => t.code === code),
  );

/** The index of the highest tier whose threshold `sum` reaches. */
export const reachedIndex = (tiers: TierDef[], sum: number): number => {
  let reached = 0;
  tiers.forEach((t, i) => {
    if (sum >= t.threshold) reached = i;
  });
  return reached;
};

/**
 * The yearly review (docs/decisions/112): a tier the sum reaches above the held one is taken (a
 * threshold lowered since); below the held tier's threshold, one tier down; else it stays.
 */
export const reviewedIndex = (tiers: TierDef[], held: number, sum: number): number => {
  const reached = reachedIndex(tiers, sum);
  if (reached > held) return reached;
  const current = tiers[held];
  if (current && sum < current.threshold && held > 0) return held - 1;
  return held;
};

/** A move in a member's history, as the replay and the table both give it. */
export interface MoveFact {
  from: string | null;
  to: string;
  reason: 'up' | 'review';
  qualifyingPoints: number;
  flowId: string | null;
  at: Date;
}

export interface QualifyingRow {
  id: string;
  at: Date;
  points: number;
}

/**
 * Replays a member's qualifying flow rows (oldest first) with the rules the live path applies: before
 * each award, every review that fell due (at its review time, over the 365 days up to it); after it,
 * the up-move check over the 365 days up to the award; finally the reviews due by `now`.
 */
export function replay(tiers: TierDef[], rows: QualifyingRow[], now: Date) {
  const lowest = tiers[0]?.code ?? 'MEMBER';
  const held: TierHeld = { code: lowest, reachedAt: null, reviewAt: null };
  const moves: MoveFact[] = [];
  const sum = (from: number, to: number, upTo: number) =>
    rows
      .slice(0, upTo + 1)
      .filter((r) => r.at.getTime() > from && r.at.getTime() <= to)
      .reduce((s, r) => s + r.points, 0);
  const review = (until: Date, upTo: number) => {
    while (held.reviewAt && held.reviewAt.getTime() <= until.getTime()) {
      const at = held.reviewAt;
      const q = sum(at.getTime() - TIER_YEAR_MS, at.getTime(), upTo);
      const from = indexOf(tiers, held.code);
      const to = reviewedIndex(tiers, from, q);
      const target = tiers[to]?.code ?? held.code;
      if (target !== held.code) {
        moves.push({ from: held.code, to: target, reason: 'review', qualifyingPoints: q, flowId: null, at });
        held.code = target;
        held.reachedAt = at;
      }
      held.reviewAt = new Date(at.getTime() + TIER_YEAR_MS);
    }
  };
  rows.forEach((row, i) => {
    review(row.at, i - 1);
    const q = sum(row.at.getTime() - TIER_YEAR_MS, row.at.getTime(), i);
    const reached = reachedIndex(tiers, q);
    if (reached > indexOf(tiers, held.code)) {
      const to = tiers[reached]!.code;
      moves.push({ from: held.code, to, reason: 'up', qualifyingPoints: q, flowId: row.id, at: row.at });
      held.code = to;
      held.reachedAt = row.at;
      held.reviewAt = new Date(row.at.getTime() + TIER_YEAR_MS);
    }
  });
  review(now, rows.length - 1);
  return { held, moves };
}
