import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Comment, CommentPage, Reply } from '../../shared/schemas/social.ts';
import { dropCached, patchCached, toggleLike } from './patch-comments.ts';

const author = { userId: '1', nickName: 'Ann', avatarUrl: null, kol: false };
const reply = (id: string, commentId: string): Reply => ({
  id,
  commentId,
  content: `reply ${id}`,
  author,
  replyTo: null,
  likeCount: 0,
  createdAt: '2026-01-01T00:00:00Z',
  liked: false,
  mine: false,
});
const comment = (id: string, replies: Reply[] = []): Comment => ({
  id,
  articleId: '9',
  content: `comment ${id}`,
  author,
  likeCount: 3,
  replyCount: replies.length + 5,
  createdAt: '2026-01-01T00:00:00Z',
  liked: false,
  mine: true,
  replies,
});
const pages = (...lists: Comment[][]): InfiniteData<CommentPage> => ({
  pages: lists.map((list) => ({ list, nextCursor: null })),
  pageParams: lists.map(() => undefined),
});

describe('like toggle', () => {
  it('moves pressed state and count together, never below zero, and ignores a repeat', () => {
    expect(toggleLike({ liked: false, likeCount: 3 }, true)).toEqual({ liked: true, likeCount: 4 });
    expect(toggleLike({ liked: true, likeCount: 0 }, false)).toEqual({ liked: false, likeCount: 0 });
    const same = { liked: true, likeCount: 4 };
    expect(toggleLike(same, true)).toBe(same);
  });
});

describe('patching cached comments', () => {
  it('finds a comment or a reply on any page and leaves the rest untouched', () => {
    const data = pages([comment('1')], [comment('2', [reply('21', '2')])]);
    const liked = patchCached(data, '21', (c) => toggleLike(c, true));
    expect(liked.pages[1]!.list[0]!.replies[0]).toMatchObject({ liked: true, likeCount: 1 });
    expect(liked.pages[0]).toBe(data.pages[0]);
    expect(patchCached(data, 'nope', (c) => toggleLike(c, true))).toBe(data);
  });

  it('patches a thread (a single comment) and ignores unrelated answers', () => {
    const thread = comment('5');
    expect(patchCached(thread, '5', (c) => toggleLike(c, true))).toMatchObject({ liked: true, likeCount: 4 });
    const other = { list: [1, 2] };
    expect(patchCached(other, '5', (c) => c)).toBe(other);
    expect(patchCached(undefined, '5', (c) => c)).toBeUndefined();
  });

  it('drops a deleted comment, or a shown reply with its parent count', () => {
    const data = pages([comment('1'), comment('2', [reply('21', '2'), reply('22', '2')])]);
    expect(dropCached(data, '1').pages[0]!.list.map((c) => c.id)).toEqual(['2']);
    const after = dropCached(data, '22').pages[0]!.list[1]!;
    expect(after.replies.map((r) => r.id)).toEqual(['21']);
    expect(after.replyCount).toBe(6);
    expect(dropCached(data, 'nope')).toBe(data);
  });
});
