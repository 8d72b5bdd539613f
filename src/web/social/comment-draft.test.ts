import { describe, expect, it } from 'vitest';
import { draftScope, draftState, draftStore, type DraftStorage } from './comment-draft.ts';

function memory(): DraftStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe('composer counter', () => {
  it('counts code points of the trimmed text and allows 1 to 500', () => {
    expect(draftState('   \n ')).toEqual({ count: 0, over: false, sendable: false });
    expect(draftState(' hi ')).toEqual({ count: 2, over: false, sendable: true });
    expect(draftState('x'.repeat(500)).sendable).toBe(true);
    expect(draftState('x'.repeat(501))).toEqual({ count: 501, over: true, sendable: false });
    // An emoji is one character for the member and for the server (two UTF-16 units).
    expect(draftState('😀'.repeat(500)).sendable).toBe(true);
  });
});

describe('comment drafts', () => {
  it('keeps a draft per article and per replied comment, and forgets it when sent', () => {
    const storage = memory();
    const drafts = draftStore(storage);
    const article = draftScope({ articleId: '7' });
    const reply = draftScope({ articleId: '7', commentId: '42' });
    expect(article).not.toBe(reply);
    drafts.write(article, 'first line\nsecond');
    drafts.write(reply, 'an answer');
    expect(drafts.read(article)).toBe('first line\nsecond');
    expect(drafts.read(reply)).toBe('an answer');
    expect(draftStore(storage).read(draftScope({ articleId: '8' }))).toBe('');
    drafts.clear(article);
    expect(drafts.read(article)).toBe('');
    expect(drafts.read(reply)).toBe('an answer');
  });

  it('drops a blank draft and survives a storage that refuses', () => {
    const storage = memory();
    const drafts = draftStore(storage);
    drafts.write('article.1', 'text');
    drafts.write('article.1', '   ');
    expect(storage.map.size).toBe(0);
    const broken = draftStore({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    });
    expect(() => broken.write('article.1', 'text')).not.toThrow();
    expect(broken.read('article.1')).toBe('');
    expect(draftStore(undefined).read('article.1')).toBe('');
  });
});
