import { describe, expect, it } from 'vitest';
import {
  formatLocal,
  formatLondon,
  londonDayOf,
  londonWallTimeOf,
  londonWallTimeToUtc,
  sameAsLondon,
} from './london.ts';

const utc = (iso: string) => londonWallTimeToUtc(iso).toISOString();

describe('londonWallTimeToUtc', () => {
  it('reads winter times as GMT and summer times as BST', () => {
    expect(utc('2027-01-15T12:00')).toBe('2027-01-15T12:00:00.000Z');
    expect(utc('2027-07-01T12:00:30')).toBe('2027-07-01T11:00:30.000Z');
  });

  it('moves a time in the spring-forward gap forward by the gap (01:30 -> 02:30 BST)', () => {
    // 2027-03-28: at 01:00 GMT the clocks jump to 02:00 BST.
    expect(utc('2027-03-28T00:59')).toBe('2027-03-28T00:59:00.000Z');
    expect(utc('2027-03-28T01:00')).toBe('2027-03-28T01:00:00.000Z');
    expect(utc('2027-03-28T01:30')).toBe('2027-03-28T01:30:00.000Z');
    expect(londonWallTimeOf(londonWallTimeToUtc('2027-03-28T01:30'))).toBe('2027-03-28T02:30');
    expect(utc('2027-03-28T02:00')).toBe('2027-03-28T01:00:00.000Z');
    expect(utc('2027-03-28T02:30')).toBe('2027-03-28T01:30:00.000Z');
    expect(utc('2027-03-28T03:00')).toBe('2027-03-28T02:00:00.000Z');
  });

  it('takes the first occurrence of a time the autumn change repeats', () => {
    // 2026-10-25: at 02:00 BST the clocks go back to 01:00 GMT, so 01:30 happens at 00:30 and 01:30 UTC.
    expect(utc('2026-10-25T00:30')).toBe('2026-10-24T23:30:00.000Z');
    expect(utc('2026-10-25T01:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(utc('2026-10-25T02:00')).toBe('2026-10-25T02:00:00.000Z');
    expect(utc('2026-10-25T02:30')).toBe('2026-10-25T02:30:00.000Z');
  });

  it('round-trips every quarter hour of both change days', () => {
    for (const day of ['2026-10-25', '2027-03-28']) {
      for (let q = 0; q < 96; q++) {
        const wall = `${day}T${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')}`;
        const back = londonWallTimeOf(londonWallTimeToUtc(wall));
        // Only the skipped hour reads differently: one hour later.
        if (day === '2027-03-28' && wall.slice(11, 13) === '01') {
          expect(back, wall).toBe(`${day}T02${wall.slice(13)}`);
        } else {
          expect(back, wall).toBe(wall);
        }
      }
    }
  });

  it('refuses text that is not a wall-clock time or not a real date', () => {
    for (const bad of ['2027-03-28', '2027-03-28T01:30Z', '2027-02-30T10:00', '2027-03-28T24:00', 'soon']) {
      expect(() => londonWallTimeToUtc(bad), bad).toThrow(RangeError);
    }
  });
});

describe('London days and formats', () => {
  it('names the London day of an instant, not the UTC day', () => {
    expect(londonDayOf(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(londonDayOf(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it('formats London time with its zone and the local time beside it', () => {
    const at = new Date('2026-10-25T00:30:00Z');
    expect(formatLondon(at, 'en-GB')).toBe('25 Oct 2026, 01:30 BST');
    expect(formatLondon(new Date('2026-10-25T01:30:00Z'), 'en-GB')).toBe('25 Oct 2026, 01:30 GMT');
    expect(formatLocal(at, 'en-GB', 'Asia/Seoul')).toBe('25 Oct 2026, 09:30 GMT+9');
    expect(formatLondon(at, 'ko_KR')).toContain('2026');
    expect(sameAsLondon(at, 'Europe/London')).toBe(true);
    expect(sameAsLondon(at, 'Europe/Lisbon')).toBe(true);
    expect(sameAsLondon(at, 'Asia/Seoul')).toBe(false);
  });
});
