import { describe, expect, it } from 'vitest';
import { coordinate, formatDistance } from './distance.ts';

describe('formatDistance', () => {
  it('shows metres rounded to tens below a kilometre', () => {
    expect(formatDistance(347, 'en-US')).toBe('350 m');
    expect(formatDistance(42, 'en-US')).toBe('42 m');
  });
  it('switches to kilometres once the rounded metres reach 1000', () => {
    expect(formatDistance(996, 'en-US')).toBe('1 km');
    expect(formatDistance(2420, 'en-US')).toBe('2.4 km');
    expect(formatDistance(12_600, 'en-US')).toBe('13 km');
  });
  it('follows the locale', () => {
    expect(formatDistance(2420, 'ru-RU')).toBe('2,4 км');
    expect(formatDistance(350, 'ru-RU')).toBe('350 м');
  });
});

describe('coordinate', () => {
  it('fits the API query format', () => {
    expect(coordinate(51.507351234567)).toBe('51.5074');
    expect(coordinate(-0.1)).toBe('-0.1000');
  });
});
