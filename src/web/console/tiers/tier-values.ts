import type { Lang } from '../../../shared/i18n.ts';
import { ConsoleTiersSchema, type TiersPut } from '../../../shared/schemas/tiers.ts';
import { request } from '../../api/client.ts';

/** One tier as the form holds it: numbers may be empty while typed. */
export interface TierFormValue {
  code: string;
  name: Partial<Record<Lang, string>>;
  threshold: number | null;
  multiplier: number | null;
  earlyAccessHours: number | null;
  birthdayBonus: number | null;
}
export interface TiersFormValues {
  tiers: TierFormValue[];
}

export const CONSOLE_TIERS_KEY = ['console', 'tiers'] as const;
export const consoleTiersQuery = () => ({
  queryKey: CONSOLE_TIERS_KEY,
  queryFn: () => request('GET', '/console/tiers', undefined, { schema: ConsoleTiersSchema }),
});

/** A new tier's starting values: above the one it follows, no benefits yet. */
export const newTier = (after: TierFormValue | undefined): TierFormValue => ({
  code: '',
  name: {},
  threshold: (after?.threshold ?? -1) + 1,
  multiplier: 1,
  earlyAccessHours: 0,
  birthdayBonus: 0,
});

/**
 * The form's values as the body of `PUT /api/console/tiers`; an empty number stays missing, so the
 * schema names that field (`tiers.2.threshold`).
 */
export const tiersBody = (v: TiersFormValues): TiersPut =>
  ({
    tiers: (v.tiers ?? []).map((tier) => ({
      code: tier.code ?? '',
      name: {
        en_US: tier.name?.en_US ?? '',
        ru_RU: tier.name?.ru_RU ?? '',
        ko_KR: tier.name?.ko_KR ?? '',
        zh_CN: tier.name?.zh_CN ?? '',
      },
      threshold: tier.threshold ?? undefined,
      multiplier: tier.multiplier ?? undefined,
      earlyAccessHours: tier.earlyAccessHours ?? undefined,
      birthdayBonus: tier.birthdayBonus ?? undefined,
    })),
  }) as TiersPut;
