import type { Comment, Reply } from '../../shared/schemas/social.ts';

type Item = Comment | Reply;

function patchItem<T extends Item>(item: T, id: string, fn: (item: Item) => Item): T {
  const self = item.id === id ? (fn(item) as T) : item;
  if (!('replies' in self)) return self;
  let changed = false;
  const replies = self.replies.map((r) => {
    const next = patchItem(r, id, fn);
    if (next !== r) changed = true;
    return next;
  });
  return changed ? { ...self, replies } : self;
}

const isItem = (v: unknown): v is Item =>
  typeof v === 'object' && v !== null && 'id' in v && 'content' in v && 'author' in v;

/**
 * Applies `fn` to the comment or reply `id` wherever a cached answer holds it: a comment page, a reply
 * page, or a thread. Anything else comes back untouched (the same object), so unrelated caches keep
 * their identity and do not re-render.
 */
export function patchCached<D>(data: D, id: string, fn: (item: Item) => Item): D {
  if (typeof data !== 'object' || data === null) return data;
  if ('pages' in data && Array.isArray(data.pages)) {
    let changed = false;
    const pages = (data.pages as { list?: unknown[] }[]).map((page) => {
      if (!Array.isArray(page.list)) return page;
      let pageChanged = false;
      const list = page.list.map((it) => {
        const next = isItem(it) ? patchItem(it, id, fn) : it;
        if (next !== it) pageChanged = true;
        return next;
      });
      if (!pageChanged) return page;
      changed = true;
      return { ...page, list };
    });
    return changed ? { ...data, pages } : data;
  }
  return isItem(data) ? patchItem(data, id, fn) : data;
}

/** Drops the comment or reply `id` from a cached page list (deleted, or hidden for me). */
export function dropCached<D>(data: D, id: string): D {
  if (typeof data !== 'object' || data === null || !('pages' in data) || !Array.isArray(data.pages)) {
    return data;
  }
  let changed = false;
  const pages = (data.pages as { list?: unknown[] }[]).map((page) => {
    if (!Array.isArray(page.list)) return page;
    const list = page.list
      .filter((it) => !(isItem(it) && it.id === id))
      .map((it) => {
        if (!isItem(it) || !('replies' in it) || !it.replies.some((r) => r.id === id)) return it;
        return {
          ...it,
          replies: it.replies.filter((r) => r.id !== id),
          replyCount: Math.max(0, it.replyCount - 1),
        };
      });
    if (list.length === page.list.length && list.every((it, i) => it === page.list![i])) return page;
    changed = true;
    return { ...page, list };
  });
  return changed ? { ...data, pages } : data;
}

/** The like toggle as the member sees it at once: pressed state and count move together. */
export function toggleLike<T extends { liked: boolean; likeCount: number }>(item: T, like: boolean): T {
  if (item.liked === like) return item;
  return { ...item, liked: like, likeCount: Math.max(0, item.likeCount + (like ? 1 : -1)) };
}
