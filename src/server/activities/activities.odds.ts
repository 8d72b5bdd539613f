import type { Lang } from '../../shared/i18n.ts';
import type { OddsRow } from '../../shared/schemas/activities.ts';
import { pickLang } from '../content/articles.mapper.ts';
import { translate } from '../../shared/messages/messages.ts';
import type { activityPrizes } from '../db/schema.ts';

export type PrizeRow = typeof activityPrizes.$inferSelect;
export type OddsPrize = Pick<
  PrizeRow,
  'id' | 'name' | 'imageUrl' | 'weight' | 'stock' | 'initialStock' | 'sort'
>;

/**
 * The published odds table: the prizes in `sort` order (ties by id), then the "no prize" row. A
 * row's position is its `segment`, the index `segmentOf` answers for the weights in this order,
 * so the draws map a segment to a prize with `table[segment]`. Odds are the configured weights over
 * their total (live stock is shown beside them; an out-of-stock prize drawn falls to "no prize").
 * An activity without prizes (reservation, offline) has an empty table.
 */
export function oddsOf(prizes: readonly OddsPrize[], noPrizeWeight: number, lang: Lang): OddsRow[] {
  if (prizes.length === 0) return [];
  const ordered = [...prizes].sort((a, b) => a.sort - b.sort || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const total = ordered.reduce((n, p) => n + p.weight, noPrizeWeight);
  const odds = (weight: number) => (total > 0 ? weight / total : 0);
  const rows: OddsRow[] = ordered.map((p, segment) => ({
    segment,
    prizeId: String(p.id),
    name: pickLang(p.name, lang),
    imageUrl: p.imageUrl,
    weight: p.weight,
    odds: odds(p.weight),
    stock: p.stock,
    initialStock: p.initialStock,
  }));
  rows.push({
    segment: rows.length,
    prizeId: null,
    name: translate(lang, 'activity.noPrize'),
    imageUrl: null,
    weight: noPrizeWeight,
    odds: odds(noPrizeWeight),
    stock: null,
    initialStock: null,
  });
  return rows;
}

/** The weights in table order, as `segmentOf` takes them. */
export const weightsOf = (table: readonly OddsRow[]): number[] => table.map((r) => r.weight);
