import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type {
  Comment,
  CommentAdd,
  CommentPage,
  CommentThread,
  Reply,
  ReplyAdd,
  ReplyPage,
} from '../../../shared/schemas/social.ts';
import { request } from '../../api/client.ts';
import { commentsKey, repliesKey, threadKey } from './social-keys.ts';

const BASE = '/hibackend/article';

export const commentsQuery = (articleId: string) =>
  infiniteQueryOptions({
    queryKey: commentsKey(articleId),
    queryFn: ({ pageParam }) =>
      request<CommentPage>('GET', `${BASE}/evaluate/listPage`, { articleId, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: articleId !== '',
  });

export const repliesQuery = (commentId: string, enabled = true) =>
  infiniteQueryOptions({
    queryKey: repliesKey(commentId),
    queryFn: ({ pageParam }) =>
      request<ReplyPage>('GET', `${BASE}/evaluateReply/listPage`, { commentId, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: enabled && commentId !== '',
  });

export const threadQuery = (id: string) =>
  queryOptions({
    queryKey: threadKey(id),
    queryFn: () => request<CommentThread>('GET', `${BASE}/evaluate/detail/${encodeURIComponent(id)}`),
    enabled: id !== '',
    retry: false,
  });

export const addComment = (body: CommentAdd) => request<Comment>('POST', `${BASE}/evaluate/add`, { ...body });
export const addReply = (body: ReplyAdd) => request<Reply>('POST', `${BASE}/evaluateReply/add`, { ...body });
export const deleteComment = (id: string) =>
  request<unknown>('DELETE', `${BASE}/evaluate/${encodeURIComponent(id)}`);
