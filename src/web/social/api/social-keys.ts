/** Every cached answer of the social feature sits under this key (comment, reply and like patches walk it). */
export const SOCIAL_KEY = ['social'] as const;
export const commentsKey = (articleId: string) => [...SOCIAL_KEY, 'comments', articleId] as const;
export const repliesKey = (commentId: string) => [...SOCIAL_KEY, 'replies', commentId] as const;
export const threadKey = (id: string) => [...SOCIAL_KEY, 'thread', id] as const;
export const mineKey = (list: string) => [...SOCIAL_KEY, 'mine', list] as const;
