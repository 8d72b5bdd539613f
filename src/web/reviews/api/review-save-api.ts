import type { Liked } from '../../../shared/schemas/social.ts';
import type { ReviewAdded, ReviewSave } from '../../../shared/schemas/reviews.ts';
import { request } from '../../api/client.ts';

const BASE = '/hibackend/brandTasteEvaluate';

/** A new review; it may earn points, so it carries the action's idempotency key. */
export const addReview = (body: ReviewSave, idempotencyKey: string) =>
  request<ReviewAdded>('POST', `${BASE}/add`, body, { idempotencyKey });
/** Editing may complete a review (and earn its points once): keyed like a new one. */
export const updateReview = (id: string, body: ReviewSave, idempotencyKey: string) =>
  request<ReviewAdded>('PUT', `${BASE}/${encodeURIComponent(id)}`, body, { idempotencyKey });
export const deleteReview = (id: string) => request<unknown>('DELETE', `${BASE}/${encodeURIComponent(id)}`);
export const likeReview = (id: string, like: boolean) => request<Liked>('POST', `${BASE}/like`, { id, like });
