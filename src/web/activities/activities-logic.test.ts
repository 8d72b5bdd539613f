import { describe, expect, it } from 'vitest';
import { tabFromQuery, tabsFor, tabSource } from './activity-tabs.ts';
import { formatLondonTime, formatOdds, shortHash } from './activity-time.ts';
import { countdownParts, countdownTarget, formatCountdown } from './countdown.ts';

describe('countdown', () => {
  it('splits a duration into days, hours, minutes and seconds', () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000 + 999)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(countdownParts(-5000)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('formats a clock, with days only beyond one day', () => {
    expect(formatCountdown(59_000)).toBe('00:00:59');
    expect(formatCountdown((3600 + 61) * 1000)).toBe('01:01:01');
    expect(formatCountdown((86_400 + 7) * 1000, 'д')).toBe('1д 00:00:07');
  });

  it('counts to the start, then to the end, then to nothing', () => {
    const a = { startAt: '2026-03-29T00:30:00Z', endAt: '2026-03-29T02:00:00Z', state: 'open' as const };
    expect(countdownTarget({ ...a, state: 'scheduled' }, Date.parse('2026-03-29T00:00:00Z'))).toEqual({
      to: 'start',
      at: Date.parse(a.startAt),
    });
    expect(countdownTarget(a, Date.parse('2026-03-29T01:00:00Z'))?.to).toBe('end');
    expect(countdownTarget(a, Date.parse('2026-03-29T02:00:00Z'))).toBeNull();
    expect(countdownTarget({ ...a, state: 'drawn' }, Date.parse('2026-03-29T01:00:00Z'))).toBeNull();
  });
});

describe('activity tabs', () => {
  it('offers the member tabs to members only', () => {
    expect(tabsFor(false)).toEqual(['open', 'upcoming', 'ended']);
    expect(tabsFor(true)).toEqual(['open', 'upcoming', 'ended', 'reserved', 'expired', 'awards']);
  });

  it('maps ?tab= to a segment, falling back to open', () => {
    expect(tabFromQuery('awards', true)).toBe('awards');
    expect(tabFromQuery('awards', false)).toBe('open');
    expect(tabFromQuery('ended', false)).toBe('ended');
    expect(tabFromQuery('nonsense', true)).toBe('open');
    expect(tabFromQuery(null, true)).toBe('open');
  });

  it('names the call behind each segment', () => {
    expect(tabSource('upcoming')).toEqual({ kind: 'list', tab: 'upcoming' });
    expect(tabSource('expired')).toEqual({ kind: 'reserve', state: 'expired' });
    expect(tabSource('awards')).toEqual({ kind: 'awards' });
  });
});

describe('activity times and numbers', () => {
  it('shows London time across the spring clock change', () => {
    // 29 March 2026: clocks go from 01:00 GMT to 02:00 BST.
    expect(formatLondonTime('2026-03-29T00:30:00Z', 'en-GB')).toContain('00:30');
    expect(formatLondonTime('2026-03-29T01:30:00Z', 'en-GB')).toContain('02:30');
  });

  it('formats odds as a percentage and shortens a hash', () => {
    expect(formatOdds(0.125, 'en-US')).toBe('12.5%');
    expect(formatOdds(0.05, 'en-US')).toBe('5%');
    expect(formatOdds(0.0004, 'en-US')).toBe('0.04%');
    expect(formatOdds(0, 'en-US')).toBe('0%');
    expect(shortHash('a'.repeat(56) + '12345678')).toBe('aaaaaaaa…12345678');
  });
});
