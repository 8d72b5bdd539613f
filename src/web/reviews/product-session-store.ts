import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { Review } from '../../shared/schemas/reviews.ts';

/** Product session state (spec §3), in session storage: it survives a reload, not a new tab. */
export interface ProductSession {
  /** The reviews the product page had loaded, so coming back shows them without a reload. */
  productCommentsList: Review[];
  /** The review last opened from that list, brought back into view on return. */
  commentsIndex: number;
  /** Set when a review was written, changed or removed: the stored list is stale. */
  commentsReload: boolean;
  /** The list a product was opened from: the product back header returns there (spec §2). */
  productPrev: string;
  /** The brand of that list (`/evaluate/{id}`), sent back as `brandNo`. */
  brandPrev: string;
  /** Which list the stored reviews are (`productId:sort`) and where it continues. */
  commentsKey: string;
  commentsCursor: string | null;
  saveComments: (key: string, list: Review[], cursor: string | null, index: number) => void;
  /** Spec §4: empty list, index 0, reload false. */
  clearComments: () => void;
  markReload: () => void;
  setProductPrev: (path: string, brand: string) => void;
}

const CLEARED = { productCommentsList: [], commentsIndex: 0, commentsReload: false, commentsKey: '' };

export const useProductSession = create<ProductSession>()(
  persist(
    (set) => ({
      ...CLEARED,
      commentsCursor: null,
      productPrev: '',
      brandPrev: '',
      saveComments: (commentsKey, productCommentsList, commentsCursor, commentsIndex) =>
        set({ commentsKey, productCommentsList, commentsCursor, commentsIndex, commentsReload: false }),
      clearComments: () => set({ ...CLEARED, commentsCursor: null }),
      markReload: () => set({ commentsReload: true }),
      setProductPrev: (productPrev, brandPrev) => set({ productPrev, brandPrev }),
    }),
    {
      name: 'product',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (s) => ({
        productCommentsList: s.productCommentsList,
        commentsIndex: s.commentsIndex,
        commentsReload: s.commentsReload,
        productPrev: s.productPrev,
        brandPrev: s.brandPrev,
        commentsKey: s.commentsKey,
        commentsCursor: s.commentsCursor,
      }),
    },
  ),
);

/** The stored reviews of this list, when they may be shown again (same list, nothing changed since). */
export function restoredComments(
  s: Pick<ProductSession, 'commentsKey' | 'productCommentsList' | 'commentsReload' | 'commentsCursor'>,
  key: string,
): { list: Review[]; nextCursor: string | null } | null {
  if (s.commentsReload || s.commentsKey !== key || s.productCommentsList.length === 0) return null;
  return { list: s.productCommentsList, nextCursor: s.commentsCursor };
}

/** Where the stored previous-product address leads, with the query spec §2 gives it. */
export function productPrevTarget(
  productPrev: string,
  q: { userId: string; brandNo: string; prevPath: string | null },
): string | null {
  // Same-site paths only, like every other back target.
  if (!productPrev.startsWith('/') || productPrev.startsWith('//')) return null;
  const [path = '', search = ''] = productPrev.split('?', 2);
  const params = new URLSearchParams(search);
  if (q.userId) params.set('userId', q.userId);
  if (q.brandNo) params.set('brandNo', q.brandNo);
  if (q.prevPath) params.set('prevPath', q.prevPath);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

/**
 * The back header on a product page (spec §2): the stored product comments are cleared; when a
 * previous-product address is stored, back goes there (and forgets it). Null: back as usual.
 */
export function leaveProductPage(userId: string, prevPath: string | null): string | null {
  const s = useProductSession.getState();
  s.clearComments();
  if (!s.productPrev) return null;
  const to = productPrevTarget(s.productPrev, { userId, brandNo: s.brandPrev, prevPath });
  s.setProductPrev('', '');
  return to;
}

/** Called when a reviews list opens a product: back on the product page returns to this list. */
export function rememberProductOrigin(brandId: string): void {
  const { pathname, search } = window.location;
  useProductSession.getState().setProductPrev(pathname + search, brandId);
}
