import { describe, expect, it } from 'vitest';
import { pictureHref, readPictures } from './picture-link.ts';

describe('picture link', () => {
  const images = [
    { url: '/obs/a.webp', width: 10, height: 20 },
    { url: '/obs/b.webp', width: 30, height: 20 },
  ];
  it('round-trips through the query when there is no navigation state', () => {
    const href = pictureHref(images, 1);
    expect(href).toBe('/picture?i=1&src=%2Fobs%2Fa.webp&src=%2Fobs%2Fb.webp');
    const back = readPictures(null, href.slice('/picture'.length));
    expect(back.index).toBe(1);
    expect(back.images.map((i) => i.url)).toEqual(['/obs/a.webp', '/obs/b.webp']);
  });
  it('prefers the navigation state, with sizes', () => {
    expect(readPictures({ images, index: 0 }, '?i=1')).toEqual({ images, index: 0 });
  });
  it('drops foreign addresses and clamps the index', () => {
    const r = readPictures(
      null,
      '?i=9&src=https%3A%2F%2Fevil.example%2Fx.png&src=%2F%2Fevil&src=%2Fobs%2Fa.webp',
    );
    expect(r.images.map((i) => i.url)).toEqual(['/obs/a.webp']);
    expect(r.index).toBe(0);
  });
});
