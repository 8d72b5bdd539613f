import { describe, expect, it } from 'vitest';
import { TiersPutSchema } from '../../../shared/schemas/tiers.ts';
import { newTier, tiersBody, type TierFormValue } from './tier-values.ts';

const names = { en_US: 'A', ru_RU: 'А', ko_KR: '가', zh_CN: '甲' };
const tier = (code: string, threshold: number | null): TierFormValue => ({
  code,
  name: names,
  threshold,
  multiplier: 1,
  earlyAccessHours: 0,
  birthdayBonus: 0,
});
const fields = (tiers: TierFormValue[]) => {
  const parsed = TiersPutSchema.safeParse(tiersBody({ tiers }));
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`);
};

describe('the console tiers form as the PUT body', () => {
  it('passes a valid list unchanged', () => {
    expect(fields([tier('MEMBER', 0), tier('SILVER', 500)])).toEqual([]);
  });

  it('names the list item and field the API would name', () => {
    expect(fields([tier('MEMBER', 0), tier('SILVER', 500), tier('GOLD', 100)])).toEqual([
      'tiers.2.threshold validation.tierOrder',
    ]);
    // An emptied number stays missing, so the field is named, not sent as 0.
    expect(fields([tier('MEMBER', 0), tier('SILVER', null)])).toEqual([
      'tiers.1.threshold validation.invalid',
    ]);
  });

  it('starts a new tier one point above the one it follows, without benefits', () => {
    expect(newTier(tier('SILVER', 500))).toMatchObject({
      threshold: 501,
      multiplier: 1,
      earlyAccessHours: 0,
    });
    expect(newTier(undefined).threshold).toBe(0);
  });
});
