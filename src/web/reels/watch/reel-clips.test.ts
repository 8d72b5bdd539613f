import { describe, expect, it } from 'vitest';
import type { ArticleListItem } from '../../../shared/schemas/content.ts';
import {
  clipMode,
  formatDuration,
  keyStep,
  preloadOf,
  reelItems,
  shouldLoadMore,
  wheelStep,
  type ReelItem,
} from './reel-clips.ts';

const video = {
  videoId: '9',
  url: '/obs/v.mp4',
  posterUrl: '/obs/p.webp',
  width: 360,
  height: 640,
  durationMs: 8000,
};
const item = (id: string, withVideo = true) =>
  ({
    id,
    type: 'reels',
    title: `t${id}`,
    cover: null,
    coverWidth: null,
    coverHeight: null,
    imageCount: 0,
    excerpt: '',
    author: { userId: '1', nickName: 'a', avatarUrl: null, kol: false },
    likeCount: 0,
    commentCount: 0,
    video: withVideo ? video : null,
    status: 'published',
    createdAt: '',
    updatedAt: '',
  }) satisfies ArticleListItem;

describe('clipMode / preloadOf', () => {
  it('plays the active clip, fetches the next whole, keeps only metadata near, posters beyond', () => {
    const modes = [0, 1, 2, 3, 4, 5, 6].map((i) => clipMode(i, 3));
    expect(modes).toEqual(['poster', 'poster', 'near', 'play', 'next', 'near', 'poster']);
    expect(modes.map(preloadOf)).toEqual([null, null, 'metadata', 'auto', 'auto', 'metadata', null]);
  });
});

describe('shouldLoadMore', () => {
  it('asks for the next page three clips before the end, only when there is one', () => {
    expect(shouldLoadMore(6, 10, true)).toBe(false);
    expect(shouldLoadMore(7, 10, true)).toBe(true);
    expect(shouldLoadMore(9, 10, false)).toBe(false);
    expect(shouldLoadMore(0, 0, true)).toBe(false);
  });
});

describe('formatDuration', () => {
  it('rounds to whole seconds as m:ss', () => {
    expect(formatDuration(8000)).toBe('0:08');
    expect(formatDuration(29_600)).toBe('0:30');
    expect(formatDuration(65_000)).toBe('1:05');
    expect(formatDuration(-5)).toBe('0:00');
  });
});

describe('keyStep / wheelStep', () => {
  it('maps arrows and page keys, ignores others', () => {
    expect(['ArrowUp', 'PageUp', 'ArrowDown', 'PageDown', 'Enter', 'ArrowLeft'].map(keyStep)).toEqual([
      -1, -1, 1, 1, 0, 0,
    ]);
  });
  it('moves once per wheel gesture', () => {
    expect(wheelStep(120, 1000)).toBe(1);
    expect(wheelStep(-40, 1000)).toBe(-1);
    // The tail of the same trackpad swipe.
    expect(wheelStep(60, 30)).toBe(0);
    expect(wheelStep(2, 1000)).toBe(0);
  });
});

describe('reelItems', () => {
  it('leaves out clips without a video and does not repeat the leading reel', () => {
    const first: ReelItem = { ...item('2'), video };
    const out = reelItems([item('1'), item('2'), item('3', false), item('4')], first);
    expect(out.map((r) => r.id)).toEqual(['2', '1', '4']);
  });
});
