import type { Lang } from '../../shared/i18n.ts';
import type { Db, Tx } from '../db/client.ts';
import type { prizes } from '../db/schema.ts';
import { pick } from '../points/points.service.ts';
import type { TierDef } from '../tiers/tiers.rules.ts';

/** What tier-only prizes (issue 39) ask of the tiers feature. */
export interface PrizeTiers {
  /** Every tier, lowest first. */
  list(q?: Db | Tx): Promise<TierDef[]>;
  /** 409 `TIER_REQUIRED` unless the member holds `code` or a higher tier. */
  require(tx: Tx, userId: bigint, code: string, lang: Lang): Promise<void>;
  /** 400 naming `field` unless `code` (when given) is an existing tier. */
  checkCode(code: string | null | undefined, field: string): Promise<void>;
}

/** A prize's minimum tier, named in `lang`; null for everyone's prizes. */
export const minTierOf = (p: typeof prizes.$inferSelect, list: TierDef[], lang: Lang) => {
  if (p.minTierCode === null) return null;
  const tier = list.find((t) => t.code === p.minTierCode);
  return { code: p.minTierCode, name: tier ? pick(tier.name, lang) : p.minTierCode };
};
