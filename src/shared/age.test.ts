import { describe, expect, it } from 'vitest';
import { isOldEnough, parseIsoDate } from './age.ts';

const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('isOldEnough', () => {
  it('is true from the 21st birthday on, false the day before', () => {
    expect(isOldEnough('2005-11-22', day('2026-11-22'))).toBe(true);
    expect(isOldEnough('2005-11-23', day('2026-11-22'))).toBe(false);
    expect(isOldEnough('1980-01-01', day('2026-11-22'))).toBe(true);
  });

  it('counts a 29 February birthday from 1 March in other years', () => {
    expect(isOldEnough('2004-02-29', day('2025-02-28'))).toBe(false);
    expect(isOldEnough('2004-02-29', day('2025-03-01'))).toBe(true);
  });

  it('rejects dates that do not exist', () => {
    expect(parseIsoDate('2001-02-29')).toBeNull();
    expect(parseIsoDate('2001-13-01')).toBeNull();
    expect(parseIsoDate('01-01-2001')).toBeNull();
    expect(isOldEnough('nonsense', day('2026-11-22'))).toBe(false);
  });
});
