import type { ArticleDetail, ArticleListItem } from '../../../shared/schemas/content.ts';
import type { ReelVideo } from '../../../shared/schemas/reels.ts';

/** What one screen of the feed needs: a list item whose video is ready. */
export type ReelItem = Pick<ArticleListItem, 'id' | 'title' | 'author' | 'likeCount' | 'commentCount'> & {
  video: ReelVideo;
};

/**
 * How a clip at `index` is held while `active` is on screen: the active one plays, the next is
 * fetched whole so a swipe starts at once, the previous keeps its first frame, and clips further
 * away are only posters (no <video> at all), so a long feed does not hold dozens of decoders.
 */
export type ClipMode = 'play' | 'next' | 'near' | 'poster';

export function clipMode(index: number, active: number): ClipMode {
  if (index === active) return 'play';
  if (index === active + 1) return 'next';
  if (index === active - 1 || index === active + 2) return 'near';
  return 'poster';
}

/** The `preload` attribute for a clip held in `mode` (null: no <video> element). */
export function preloadOf(mode: ClipMode): 'auto' | 'metadata' | 'none' | null {
  if (mode === 'play' || mode === 'next') return 'auto';
  if (mode === 'near') return 'metadata';
  return null;
}

/** The next page is asked for this many clips before the end, so the member rarely waits. */
export const LOAD_AHEAD = 3;

export const shouldLoadMore = (active: number, count: number, hasMore: boolean) =>
  hasMore && count > 0 && active >= count - LOAD_AHEAD;

/** A clip's length as a badge reads it: 0:08, 0:30, 1:05. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.round(ms / 1000));
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** The step a key asks for: ↑/PageUp/k back, ↓/PageDown/j/Space on, anything else nothing. */
export function keyStep(key: string): -1 | 0 | 1 {
  if (key === 'ArrowUp' || key === 'PageUp' || key === 'k') return -1;
  if (key === 'ArrowDown' || key === 'PageDown' || key === 'j') return 1;
  return 0;
}

/**
 * One wheel gesture (a trackpad sends dozens of events) moves one clip: a step only when the wheel
 * has been still for `quietMs` before this event and the delta is a deliberate one.
 */
export function wheelStep(deltaY: number, msSinceLast: number, quietMs = 350): -1 | 0 | 1 {
  if (msSinceLast < quietMs || Math.abs(deltaY) < 4) return 0;
  return deltaY > 0 ? 1 : -1;
}

export const clampIndex = (i: number, count: number) => Math.max(0, Math.min(count - 1, i));

/** The feed's items as screens: clips without a ready video are left out; `first` leads, once. */
export function reelItems(pages: readonly ArticleListItem[], first?: ReelItem | null): ReelItem[] {
  const out: ReelItem[] = first ? [first] : [];
  const seen = new Set(out.map((r) => r.id));
  for (const item of pages) {
    if (!item.video || seen.has(item.id)) continue;
    seen.add(item.id);
    out.push({ ...item, video: item.video });
  }
  return out;
}

/** A reel opened by its address leads the feed: its detail, shaped as a screen (null without a video). */
export function reelFromDetail(a: ArticleDetail): ReelItem | null {
  if (!a.video) return null;
  const { id, title, author, likeCount, commentCount, video } = a;
  return { id, title, author, likeCount, commentCount, video };
}

/** The address of a reel, for sharing and for the grid. */
export const reelPath = (id: string) => `/article/reels/${id}`;
