import { beforeEach, describe, expect, it, vi } from 'vitest';

// The store persists to session storage; tests give it an in-memory one (the unit project runs in Node).
vi.hoisted(() => {
  const map = new Map<string, string>();
  globalThis.sessionStorage = {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  } as Storage;
});
import type { Review } from '../../shared/schemas/reviews.ts';
import {
  leaveProductPage,
  productPrevTarget,
  restoredComments,
  useProductSession,
} from './product-session-store.ts';

const review = (id: string) => ({ id }) as Review;

describe('product session state', () => {
  beforeEach(() => {
    useProductSession.getState().clearComments();
    useProductSession.getState().setProductPrev('', '');
  });

  it('gives the stored list back only for the same list and while nothing changed', () => {
    useProductSession.getState().saveComments('7:popular', [review('a'), review('b')], 'c2', 1);
    const s = useProductSession.getState();
    expect(restoredComments(s, '7:popular')).toEqual({ list: [review('a'), review('b')], nextCursor: 'c2' });
    expect(restoredComments(s, '7:latest')).toBeNull();
    useProductSession.getState().markReload();
    expect(restoredComments(useProductSession.getState(), '7:popular')).toBeNull();
  });

  it('clears to an empty list, index 0 and no reload (spec §4)', () => {
    useProductSession.getState().saveComments('7:popular', [review('a')], null, 4);
    useProductSession.getState().markReload();
    useProductSession.getState().clearComments();
    const s = useProductSession.getState();
    expect([s.productCommentsList, s.commentsIndex, s.commentsReload]).toEqual([[], 0, false]);
  });

  it('back on a product page: clears the comments, goes to the stored address once, with its query', () => {
    useProductSession.getState().saveComments('7:popular', [review('a')], null, 0);
    useProductSession.getState().setProductPrev('/evaluate/5?sort=latest', '5');
    expect(leaveProductPage('42', '/home')).toBe(
      '/evaluate/5?sort=latest&userId=42&brandNo=5&prevPath=%2Fhome',
    );
    expect(useProductSession.getState().productCommentsList).toEqual([]);
    expect(leaveProductPage('42', null)).toBeNull();
  });

  it('refuses a stored address that is not a same-site path', () => {
    expect(productPrevTarget('//evil.example', { userId: '', brandNo: '', prevPath: null })).toBeNull();
    expect(productPrevTarget('https://evil.example', { userId: '', brandNo: '', prevPath: null })).toBeNull();
    expect(productPrevTarget('/evaluate/all', { userId: '', brandNo: '', prevPath: null })).toBe(
      '/evaluate/all',
    );
  });
});
