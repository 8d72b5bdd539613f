import { infiniteQueryOptions } from '@tanstack/react-query';
import type { ReviewReply, ReviewReplyPage } from '../../../shared/schemas/reviews.ts';
import { request } from '../../api/client.ts';
import { REVIEWS_KEY } from './reviews-keys.ts';

const BASE = '/hibackend/evaluateReply';

export const repliesKey = (reviewId: string) => [...REVIEWS_KEY, 'replies', reviewId] as const;

export const repliesQuery = (reviewId: string) =>
  infiniteQueryOptions({
    queryKey: repliesKey(reviewId),
    queryFn: ({ pageParam }) =>
      request<ReviewReplyPage>('GET', `${BASE}/listByPage`, {
        reviewId,
        pageSize: 20,
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: reviewId !== '',
  });

export const addReviewReply = (body: { reviewId: string; content: string; replyToUserId?: string }) =>
  request<ReviewReply>('POST', `${BASE}/add`, body);
