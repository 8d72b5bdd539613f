import type { ImageRef } from '../../../shared/schemas/content.ts';

/** What `/picture` shows: the pictures and the one to start at. */
export interface PictureState {
  images: ImageRef[];
  index: number;
}

/**
 * The `/picture` address for these pictures. The list travels in the navigation state (with the
 * sizes) and in the query (so a reload or a shared link still works): `?i=1&src=a&src=b`.
 */
export function pictureHref(images: readonly ImageRef[], index: number): string {
  const q = new URLSearchParams({ i: String(index) });
  for (const img of images) q.append('src', img.url);
  return `/picture?${q.toString()}`;
}

/** Reads the pictures back: the navigation state when it is there, else the query. */
export function readPictures(state: unknown, search: string): PictureState {
  const s = state as Partial<PictureState> | null;
  const q = new URLSearchParams(search);
  const index = Number.parseInt(q.get('i') ?? '', 10);
  const images =
    s && Array.isArray(s.images)
      ? s.images
      : q
          .getAll('src')
          // Only our own media or same-site paths: the query must not make us load any address.
          .filter((u) => u.startsWith('/') && !u.startsWith('//'))
          .map((url) => ({ url, width: 0, height: 0 }));
  const start = typeof s?.index === 'number' ? s.index : Number.isFinite(index) ? index : 0;
  return { images, index: Math.min(Math.max(0, start), Math.max(0, images.length - 1)) };
}
