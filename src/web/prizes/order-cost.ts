import { formatPoints } from '../../shared/numbers.ts';
import type { Redeem } from '../../shared/schemas/prizes.ts';
import type { UiKey } from '../i18n/en-us.ts';
import type { Params } from '../i18n/i18n.ts';

type Translate = (key: UiKey, params?: Params) => string;

/**
 * What an order cost, in words: the points paid for a redemption, or, for a prize won in an
 * activity (nothing paid), where it was won. Never "0.00 points".
 */
export function orderCostText(o: Pick<Redeem, 'points' | 'wonIn'>, t: Translate, locale: string): string {
  if (o.wonIn) return t('prizes.wonIn', { activity: o.wonIn.title });
  return t('prizes.points', { points: formatPoints(o.points, locale), count: o.points });
}
