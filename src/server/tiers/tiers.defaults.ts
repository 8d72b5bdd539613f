import type { TierDef } from './tiers.rules.ts';

/** The tiers a new database starts with (migration 0019 inserts the same; the brand edits them). */
export const DEFAULT_TIERS: TierDef[] = [
  {
    code: 'MEMBER',
    name: { en_US: 'Member', ru_RU: 'Участник', ko_KR: '멤버', zh_CN: '会员' },
    threshold: 0,
    multiplier: 1,
    earlyAccessHours: 0,
    birthdayBonus: 0,
  },
  {
    code: 'SILVER',
    name: { en_US: 'Silver', ru_RU: 'Серебро', ko_KR: '실버', zh_CN: '白银' },
    threshold: 500,
    multiplier: 1.25,
    earlyAccessHours: 0,
    birthdayBonus: 50,
  },
  {
    code: 'GOLD',
    name: { en_US: 'Gold', ru_RU: 'Золото', ko_KR: '골드', zh_CN: '黄金' },
    threshold: 2000,
    multiplier: 1.5,
    earlyAccessHours: 12,
    birthdayBonus: 100,
  },
  {
    code: 'BLACK',
    name: { en_US: 'Black', ru_RU: 'Блэк', ko_KR: '블랙', zh_CN: '黑金' },
    threshold: 5000,
    multiplier: 2,
    earlyAccessHours: 24,
    birthdayBonus: 200,
  },
];
