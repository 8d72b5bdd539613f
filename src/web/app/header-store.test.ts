import { describe, expect, it } from 'vitest';
import { backAction } from './header-store.ts';

describe('back header', () => {
  const base = { queryPrevPath: null, historyIndex: 3 };
  it('only emits setNav when back is disabled', () => {
    expect(backAction({ ...base, backDisabled: true, prevPath: '/my' })).toEqual({ kind: 'event' });
  });
  it('prefers the given previous path, keeping its own prevPath query', () => {
    expect(backAction({ ...base, prevPath: '/setting?prevPath=%2Fmy', queryPrevPath: '/x' })).toEqual({
      kind: 'navigate',
      to: '/setting?prevPath=%2Fmy',
    });
  });
  it("then the route's prevPath query, then history, then the start page", () => {
    expect(backAction({ ...base, queryPrevPath: '/my' })).toEqual({ kind: 'navigate', to: '/my' });
    expect(backAction(base)).toEqual({ kind: 'history' });
    expect(backAction({ ...base, historyIndex: 0 })).toEqual({ kind: 'home' });
  });
  it('refuses external targets from the query string', () => {
    expect(backAction({ ...base, queryPrevPath: 'https://evil.example' })).toEqual({ kind: 'history' });
    expect(backAction({ ...base, queryPrevPath: '//evil.example' })).toEqual({ kind: 'history' });
  });
});

describe('article back header', () => {
  const base = { queryPrevPath: null, historyIndex: 3 };
  it('goes to the given previous path first', () => {
    expect(backAction({ ...base, prevPath: '/kol', articlePrev: '/home' })).toEqual({
      kind: 'navigate',
      to: '/kol',
    });
    expect(backAction({ ...base, queryPrevPath: '/statute', articlePrev: '/home' })).toEqual({
      kind: 'navigate',
      to: '/statute',
    });
  });
  it('else the stored previous article address, else history', () => {
    expect(backAction({ ...base, articlePrev: '/home?topicId=3' })).toEqual({
      kind: 'navigate',
      to: '/home?topicId=3',
    });
    expect(backAction({ ...base, articlePrev: '' })).toEqual({ kind: 'history' });
    expect(backAction({ ...base, historyIndex: 0, articlePrev: null })).toEqual({ kind: 'home' });
  });
  it('refuses an external stored address', () => {
    expect(backAction({ ...base, articlePrev: 'https://evil.example' })).toEqual({ kind: 'history' });
  });
});
