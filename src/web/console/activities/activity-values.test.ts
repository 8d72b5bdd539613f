import { describe, expect, it } from 'vitest';
import { ActivitySaveSchema } from '../../../shared/schemas/activities.ts';
import { isoToLondon } from '../components/london-time.ts';
import { activityBody, activityValues, oddsOf, type ConsoleActivityData } from './activity-values.ts';

describe('activity form values', () => {
  it('shows odds as each weight over the sum, "no prize" included', () => {
    expect(oddsOf([1, 3], 4)).toEqual({ each: [0.125, 0.375], none: 0.5 });
    expect(oddsOf([0, 0], 0)).toEqual({ each: [0, 0], none: 0 });
  });

  it('turns London wall-clock times into instants across the clock change', () => {
    const saved: ConsoleActivityData = {
      type: 'turntable',
      titleText: { en_US: 'Spin', ru_RU: 'Крути' },
      descriptionText: {},
      coverUrl: null,
      // 09:00 in London in winter (GMT) and in summer (BST).
      startAt: '2026-12-01T09:00:00.000Z',
      endAt: '2027-06-01T08:00:00.000Z',
      cost: { kind: 'points', amount: 10 },
      perMemberLimit: null,
      seats: null,
      checkInCode: null,
      prizes: [{ name: { en_US: 'Cap', zh_CN: '帽子' }, stock: 5, weight: 1, prizeId: '7', imageUrl: null }],
      noPrizeWeight: 9,
    };
    const values = activityValues(saved);
    expect(values.startAt?.hour()).toBe(9);
    expect(values.endAt?.hour()).toBe(9);
    const body = activityBody(values) as Record<string, unknown>;
    expect(body.startAt).toBe(saved.startAt);
    expect(body.endAt).toBe(saved.endAt);
    // The prize keeps its other languages and the loyalty prize it ships as.
    expect(body.prizes).toEqual([
      { name: { en_US: 'Cap', zh_CN: '帽子' }, stock: 5, weight: 1, prizeId: '7', imageUrl: null },
    ]);
    expect(ActivitySaveSchema.safeParse(body).success).toBe(true);
    expect(isoToLondon('2026-07-01T23:30:00Z').format('YYYY-MM-DD HH:mm')).toBe('2026-07-02 00:30');
  });
});
