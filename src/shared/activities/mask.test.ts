import { describe, expect, it } from 'vitest';
import { maskName } from './mask.ts';

// Spec §5: up to 4 characters show the first 2; 5 to 8 show the first 1, four stars, the last 2;
// longer show the first 2, four stars, the last 2.
describe('maskName', () => {
  it('shows the first 2 of a name of up to 4 characters', () => {
    expect(maskName('Al')).toBe('Al**');
    expect(maskName('Anna')).toBe('An**');
    expect(maskName('J')).toBe('J**');
  });

  it('shows the first 1, four stars and the last 2 of 5 to 8 characters', () => {
    expect(maskName('Alice')).toBe('A****ce');
    expect(maskName('Jonathan')).toBe('J****an');
  });

  it('shows the first 2, four stars and the last 2 of longer names', () => {
    expect(maskName('Alexandria')).toBe('Al****ia');
    expect(maskName('  Maximilian  ')).toBe('Ma****an');
  });

  it('counts Korean syllables, Chinese characters and emoji as one character each', () => {
    expect(maskName('김민수')).toBe('김민**');
    expect(maskName('王小明')).toBe('王小**');
    expect(maskName('欧阳小明同学')).toBe('欧****同学');
    expect(maskName('황보영수다솜이예린')).toBe('황보****예린');
    // A decomposed Hangul syllable (jamo) and a family emoji are single graphemes.
    expect(maskName('\u1100\u1161\u1102\u1161다라마')).toBe('\u1100\u1161****라마');
    expect(maskName('👨‍👩‍👧ab')).toBe('👨‍👩‍👧a**');
  });

  it('never shows an empty name as nothing', () => {
    expect(maskName('   ')).toBe('****');
  });
});
