import { describe, expect, it } from 'vitest';
import { countryName } from './countries.ts';

describe('countryName', () => {
  it('names an alpha-3 code in each language', () => {
    expect(countryName('GBR', 'en_US')).toBe('United Kingdom');
    expect(countryName('GBR', 'ru_RU')).toBe('Великобритания');
    expect(countryName('KOR', 'ko_KR')).toBe('대한민국');
    expect(countryName('CHN', 'zh_CN')).toBe('中国');
  });

  it('shows an unknown code as it is', () => {
    expect(countryName('XYZ', 'en_US')).toBe('XYZ');
  });
});
