import { describe, expect, it } from 'vitest';
import { dayLabel, groupByDay } from './day-groups.ts';

const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min).toISOString();
const item = (id: string, when: string) => ({ id, when });
const now = new Date(2026, 2, 12, 0, 5); // 12 March 2026, 00:05 local time

describe('groupByDay', () => {
  it('splits by local calendar day: today, yesterday, then dates, keeping order', () => {
    const items = [
      item('a', at(2026, 3, 12, 0, 1)),
      item('b', at(2026, 3, 11, 23, 59)),
      item('c', at(2026, 3, 11, 0, 0)),
      item('d', at(2026, 3, 10, 22)),
      item('e', at(2026, 2, 28, 9)),
    ];
    const groups = groupByDay(items, (i) => i.when, now);
    expect(groups.map((g) => (g.day instanceof Date ? g.day.getDate() : g.day))).toEqual([
      'today',
      'yesterday',
      10,
      28,
    ]);
    expect(groups.map((g) => g.items.map((i) => i.id).join(''))).toEqual(['a', 'bc', 'd', 'e']);
  });

  it('crosses a month and a year boundary for yesterday', () => {
    const groups = groupByDay([item('x', at(2025, 12, 31, 18))], (i) => i.when, new Date(2026, 0, 1, 8));
    expect(groups[0]?.day).toBe('yesterday');
  });

  it('skips unreadable times and returns nothing for nothing', () => {
    expect(groupByDay([item('x', 'not a date')], (i) => i.when, now)).toEqual([]);
    expect(groupByDay([], (i: { when: string }) => i.when, now)).toEqual([]);
  });
});

describe('dayLabel', () => {
  const words = { today: 'Today', yesterday: 'Yesterday' };
  it('names today and yesterday and formats other days in the locale', () => {
    expect(dayLabel('today', 'en-US', words)).toBe('Today');
    expect(dayLabel('yesterday', 'en-US', words)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 2, 10), 'en-US', words)).toBe('Mar 10, 2026');
    expect(dayLabel(new Date(2026, 2, 10), 'ko-KR', words)).toContain('2026');
  });
});
