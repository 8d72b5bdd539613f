import { describe, expect, it } from 'vitest';
import { drawMessage, lotteryWinners, rankMessage, rollOf, segmentOf } from './fair.ts';

describe('the pure half of the fair draws', () => {
  it('names the HMAC messages as docs/fairness.md documents them', () => {
    expect(drawMessage('7', '12', 3)).toBe('7:12:3');
    expect(rankMessage('7', 3)).toBe('7:rank:3');
  });

  it('reads the first 48 bits of the HMAC', () => {
    expect(rollOf('ffffffffffff' + '0'.repeat(52))).toBe(2 ** 48 - 1);
    expect(rollOf('000000000001ffff')).toBe(1);
  });

  it('walks the cumulative weights of the table, never landing on a zero weight', () => {
    const weights = [10, 0, 30, 60];
    expect(segmentOf(0, weights)).toBe(0);
    expect(segmentOf(9, weights)).toBe(0);
    expect(segmentOf(10, weights)).toBe(2);
    expect(segmentOf(39, weights)).toBe(2);
    expect(segmentOf(40, weights)).toBe(3);
    expect(segmentOf(99, weights)).toBe(3);
    expect(segmentOf(100, weights)).toBe(0); // roll mod total
    const hits = new Set(Array.from({ length: 500 }, (_, i) => segmentOf(i * 7919, weights)));
    expect(hits.has(1)).toBe(false);
    expect(() => segmentOf(5, [0, 0])).toThrow();
  });

  it('gives each prize to the best-ranked entries, one prize per member, ties by entry number', () => {
    const entries = [
      { entryNo: 1, userId: 'a', rank: 50 },
      { entryNo: 2, userId: 'b', rank: 10 },
      { entryNo: 3, userId: 'b', rank: 5 },
      { entryNo: 4, userId: 'c', rank: 10 },
      { entryNo: 5, userId: 'd', rank: 90 },
    ];
    // Order: 3 (b), 2 (b, already won), 4 (c), 1 (a), 5 (d).
    expect([...lotteryWinners(entries, [1, 2])]).toEqual([
      [3, 0],
      [4, 1],
      [1, 1],
    ]);
    expect(lotteryWinners(entries, [10]).size).toBe(4);
    expect(lotteryWinners([], [3]).size).toBe(0);
  });
});
