import type { Liked, Saved } from '../../../shared/schemas/social.ts';
import { request } from '../../api/client.ts';

const BASE = '/hibackend/article';

export const likeArticle = (articleId: string, like: boolean) =>
  request<Liked>('POST', `${BASE}/like`, { articleId, like });
export const saveArticle = (articleId: string, saved: boolean) =>
  request<Saved>('POST', `${BASE}/collect`, { articleId, saved });
/** Comments and replies share one table, so one endpoint likes either. */
export const likeComment = (commentId: string, like: boolean) =>
  request<Liked>('POST', `${BASE}/evaluate/like`, { commentId, like });
/** "Not interested": hides a comment for me only. */
export const hideComment = (targetId: string) =>
  request<unknown>('POST', '/hibackend/user/action/save', { targetType: 'comment', targetId });
