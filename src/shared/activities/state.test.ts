import { describe, expect, it } from 'vitest';
import { londonWallTimeToUtc } from './london.ts';
import { seedRevealed, stateOf, type ActivityClock } from './state.ts';

const SECOND = 1000;
const clock = (over: Partial<ActivityClock> = {}): ActivityClock => ({
  type: 'turntable',
  startAt: new Date('2027-01-10T10:00:00Z'),
  endAt: new Date('2027-01-20T10:00:00Z'),
  publishedAt: new Date('2027-01-01T00:00:00Z'),
  drawnAt: null,
  ...over,
});
const at = (iso: string) => new Date(iso);

describe('stateOf', () => {
  it('walks draft, scheduled, open, closed, drawn', () => {
    expect(stateOf(clock({ publishedAt: null }), at('2027-01-15T00:00:00Z'))).toBe('draft');
    expect(stateOf(clock(), at('2027-01-10T09:59:59Z'))).toBe('scheduled');
    expect(stateOf(clock(), at('2027-01-10T10:00:00Z'))).toBe('open');
    expect(stateOf(clock(), at('2027-01-20T09:59:59Z'))).toBe('open');
    expect(stateOf(clock(), at('2027-01-20T10:00:00Z'))).toBe('closed');
    const drawn = clock({ type: 'lottery', drawnAt: at('2027-01-20T10:00:05Z') });
    expect(stateOf(drawn, at('2027-01-20T10:01:00Z'))).toBe('drawn');
  });

  it('keeps a draft a draft whatever the clock says', () => {
    expect(
      stateOf(clock({ publishedAt: null, drawnAt: at('2027-01-21T00:00:00Z') }), at('2028-01-01T00:00:00Z')),
    ).toBe('draft');
  });

  // An activity set to open at 01:30 London time on each day the clocks change.
  for (const [day, utcOpen] of [
    ['2027-03-28', '2027-03-28T01:30:00.000Z'], // spring: 01:30 does not exist; it opens at 02:30 BST
    ['2026-10-25', '2026-10-25T00:30:00.000Z'], // autumn: the first 01:30 (BST)
  ] as const) {
    it(`opens an activity set to 01:30 London on ${day} at ${utcOpen}`, () => {
      const startAt = londonWallTimeToUtc(`${day}T01:30`);
      expect(startAt.toISOString()).toBe(utcOpen);
      const a = clock({ startAt, endAt: new Date(startAt.getTime() + 3_600_000) });
      expect(stateOf(a, new Date(startAt.getTime() - SECOND))).toBe('scheduled');
      expect(stateOf(a, startAt)).toBe('open');
      expect(stateOf(a, new Date(startAt.getTime() + SECOND))).toBe('open');
    });
  }
});

describe('seedRevealed', () => {
  it('reveals the seed from the end, not a moment before', () => {
    const a = clock();
    expect(seedRevealed(a, new Date(a.endAt.getTime() - 1))).toBe(false);
    expect(seedRevealed(a, a.endAt)).toBe(true);
  });
});
