import { describe, expect, it } from 'vitest';
import { monthYear } from './dates.ts';

// ICU puts a narrow no-break space before "г."; compare the words, not the kind of space.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('monthYear', () => {
  const date = new Date('2026-11-14T12:00:00Z');
  it.each([
    ['en-US', 'November 2026'],
    ['ru-RU', 'ноября 2026 г.'],
    ['ko-KR', '2026년 11월'],
    ['zh-CN', '2026年11月'],
  ])('%s: %s', (locale, expected) => {
    expect(plain(monthYear(date, locale, 'UTC'))).toBe(expected);
  });

  it('reads as Russian grammar wants after "с"', () => {
    expect(plain(`В клубе с ${monthYear(date, 'ru-RU', 'UTC')}`)).toBe('В клубе с ноября 2026 г.');
  });
});
