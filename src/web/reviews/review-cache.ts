import type { QueryClient } from '@tanstack/react-query';
import type { Review } from '../../shared/schemas/reviews.ts';
import { useProductSession } from './product-session-store.ts';
import { REVIEWS_KEY } from './api/reviews-keys.ts';

type Patch = Partial<Pick<Review, 'liked' | 'likeCount' | 'replyCount'>>;

const isReview = (v: unknown): v is Review =>
  typeof v === 'object' && v !== null && 'overallScore' in v && 'id' in v;

/** Applies a patch to one review wherever it appears: a page of a list, a top list, or its detail. */
export function patchReviewIn(data: unknown, id: string, patch: Patch): unknown {
  if (isReview(data)) return data.id === id ? { ...data, ...patch } : data;
  if (Array.isArray(data)) return data.map((r: unknown) => patchReviewIn(r, id, patch));
  if (typeof data === 'object' && data !== null) {
    const d = data as { pages?: unknown[]; list?: unknown[] };
    if (Array.isArray(d.pages)) return { ...d, pages: d.pages.map((p) => patchReviewIn(p, id, patch)) };
    if (Array.isArray(d.list)) return { ...d, list: d.list.map((r) => patchReviewIn(r, id, patch)) };
  }
  return data;
}

/** A like or a reply changed a review's counts: every cached copy (and the stored list) follows. */
export function patchReview(qc: QueryClient, id: string, patch: Patch): void {
  for (const [key, data] of qc.getQueriesData({ queryKey: REVIEWS_KEY })) {
    if (data !== undefined) qc.setQueryData(key, patchReviewIn(data, id, patch));
  }
  const s = useProductSession.getState();
  if (s.productCommentsList.some((r) => r.id === id)) {
    useProductSession.setState({
      productCommentsList: s.productCommentsList.map((r) => (r.id === id ? { ...r, ...patch } : r)),
    });
  }
}

/** A review was written, changed or removed: lists, statistics and the stored product list are stale. */
export function reviewsChanged(qc: QueryClient): void {
  useProductSession.getState().markReload();
  void qc.invalidateQueries({ queryKey: REVIEWS_KEY });
  void qc.invalidateQueries({ queryKey: ['catalogue'] });
}
