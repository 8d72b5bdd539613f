import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { ActivitySaveSchema } from '../../shared/schemas/activities.ts';
import { localised } from '../content/taxonomy-console.service.ts';
import type { ActivityRow } from './activities.entries.ts';
import type { PrizeRow } from './activities.odds.ts';

/** What the console's save body becomes in the database, and what publication freezes. */

export type ActivitySaveInput = z.output<typeof ActivitySaveSchema>;

/** A fresh secret seed and its commitment: SHA-256 of the seed's hex text (see shared/activities/fair.ts). */
export function newSeed(): { seed: string; seedHash: string } {
  const seed = randomBytes(32).toString('hex');
  return { seed, seedHash: createHash('sha256').update(seed, 'utf8').digest('hex') };
}

export const activityValues = (input: ActivitySaveInput) => ({
  type: input.type,
  title: localised(input.title),
  description: input.description ? localised(input.description) : {},
  coverUrl: input.coverUrl || null,
  startAt: new Date(input.startAt),
  endAt: new Date(input.endAt),
  costKind: input.cost.kind,
  costAmount: input.cost.kind === 'free' ? 0 : input.cost.amount,
  perMemberLimit: input.perMemberLimit ?? null,
  seats: input.seats ?? null,
  noPrizeWeight: input.noPrizeWeight,
  checkInCode: input.checkInCode ?? null,
  brandSpecialId: input.brandSpecialId ? BigInt(input.brandSpecialId) : null,
});
export type ActivityValues = ReturnType<typeof activityValues>;

export const prizeValues = (input: ActivitySaveInput, activityId: bigint) =>
  input.prizes.map((p, sort) => ({
    activityId,
    name: localised(p.name),
    initialStock: p.stock,
    stock: p.stock,
    weight: p.weight,
    prizeId: p.prizeId ? BigInt(p.prizeId) : null,
    imageUrl: p.imageUrl || null,
    sort,
  }));

/** Key order does not matter when comparing localised maps. */
const sameText = (a: Record<string, string | undefined>, b: Record<string, string | undefined>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** Whether the edit keeps everything a published activity has promised (times, cost, odds, prizes). */
export function keepsPromises(
  row: ActivityRow,
  prizeRows: readonly PrizeRow[],
  v: ActivityValues,
  input: ActivitySaveInput,
) {
  const next = prizeValues(input, row.id);
  const samePrizes =
    next.length === prizeRows.length &&
    next.every((p, i) => {
      const was = prizeRows[i];
      return (
        was !== undefined &&
        sameText(p.name, was.name) &&
        p.initialStock === was.initialStock &&
        p.weight === was.weight &&
        p.prizeId === was.prizeId &&
        p.imageUrl === was.imageUrl
      );
    });
  return (
    samePrizes &&
    v.type === row.type &&
    v.startAt.getTime() === row.startAt.getTime() &&
    v.endAt.getTime() === row.endAt.getTime() &&
    v.costKind === row.costKind &&
    v.costAmount === row.costAmount &&
    v.perMemberLimit === row.perMemberLimit &&
    v.seats === row.seats &&
    v.noPrizeWeight === row.noPrizeWeight &&
    v.checkInCode === row.checkInCode &&
    v.brandSpecialId === row.brandSpecialId
  );
}
