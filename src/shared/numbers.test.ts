import { describe, expect, it } from 'vitest';
import { formatPoints, formatPointsDelta } from './numbers.ts';

describe('points format', () => {
  it('two decimals, integer part padded to two digits, grouped by language', () => {
    expect(formatPoints(5, 'en-US')).toBe('05.00');
    expect(formatPoints(0, 'en-US')).toBe('00.00');
    expect(formatPoints(1250, 'en-US')).toBe('1,250.00');
    expect(formatPoints(1250, 'ru-RU')).toBe('1\u00a0250,00');
    expect(formatPoints(100, 'zh-CN')).toBe('100.00');
  });

  it('signs changes', () => {
    expect(formatPointsDelta(20, 'en-US')).toBe('+20.00');
    expect(formatPointsDelta(-60, 'en-US')).toBe('-60.00');
  });
});
