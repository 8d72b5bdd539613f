import { describe, expect, it } from 'vitest';
import { addRecent, readRecent, removeRecent, RECENT_KEY } from './search-recent.ts';

describe('recent searches', () => {
  it('puts the newest first, without repeats, ignoring case and spaces', () => {
    expect(addRecent(['vape', 'pods'], ' Pods ')).toEqual(['Pods', 'vape']);
    expect(addRecent(['a'], '   ')).toEqual(['a']);
  });

  it('keeps the last ten', () => {
    let list: string[] = [];
    for (let i = 0; i < 12; i++) list = addRecent(list, `t${i}`);
    expect(list).toHaveLength(10);
    expect(list[0]).toBe('t11');
    expect(list.at(-1)).toBe('t2');
  });

  it('removes one', () => {
    expect(removeRecent(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('reads only a list of strings from storage', () => {
    const of = (v: string | null) => ({ getItem: (k: string) => (k === RECENT_KEY ? v : null) });
    expect(readRecent(of(JSON.stringify(['a', 3, 'b'])))).toEqual(['a', 'b']);
    expect(readRecent(of('{"x":1}'))).toEqual([]);
    expect(readRecent(of('not json'))).toEqual([]);
    expect(readRecent(of(null))).toEqual([]);
  });
});
