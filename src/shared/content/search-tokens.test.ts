import { describe, expect, it } from 'vitest';
import { indexTerms, queryTerms } from './search-tokens.ts';
import { countChars, countWords } from './words.ts';

const finds = (text: string, query: string) => {
  const terms = new Set(indexTerms(text));
  const q = queryTerms(query);
  return q.length > 0 && q.every((t) => terms.has(t));
};

describe('search terms', () => {
  it('finds two Han characters inside a longer run', () => {
    expect(finds('这款电子烟的口感非常顺滑', '口感')).toBe(true);
    expect(finds('这款电子烟的口感非常顺滑', '感非常')).toBe(true);
    expect(finds('这款电子烟的口感非常顺滑', '口味')).toBe(false);
  });
  it('finds Korean words with particles attached', () => {
    expect(finds('새로운 전자담배를 써 봤어요', '전자담배')).toBe(true);
    expect(finds('새로운 전자담배를 써 봤어요', '담배')).toBe(true);
    expect(finds('새로운 전자담배를 써 봤어요', '커피')).toBe(false);
  });
  it('finds Russian and English words by prefix, ignoring case', () => {
    expect(finds('Лучший вкус ЛЕТА', 'вкус')).toBe(true);
    expect(finds('Лучший вкус ЛЕТА', 'лет')).toBe(true);
    expect(finds('Vaping at the Seaside', 'seasi')).toBe(true);
    expect(finds('Vaping at the Seaside', 'vaping seaside')).toBe(true);
    expect(finds('Vaping at the Seaside', 'mountain')).toBe(false);
  });
  it('matches very long words by their longest indexed prefix', () => {
    expect(finds('Supercalifragilistic flavours', 'supercalifragilistic')).toBe(true);
  });
  it('has no terms for punctuation or one Latin letter', () => {
    expect(queryTerms('!!! a ?')).toEqual([]);
  });
});

describe('words and characters', () => {
  it('counts Chinese, Korean and English words', () => {
    expect(countWords('one two three four five six')).toBe(6);
    expect(countWords('我们喜欢新的口味')).toBeGreaterThanOrEqual(3);
    expect(countWords('새로운 전자담배를 써 봤어요')).toBe(4);
    expect(countWords('Hello, world!')).toBe(2);
  });
  it('counts code points', () => {
    expect(countChars('a😀中')).toBe(3);
  });
});
