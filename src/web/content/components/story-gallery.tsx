import { useState } from 'react';
import { useNavigate } from '../../app/routing.tsx';
import type { ImageRef } from '../../../shared/schemas/content.ts';
import { useT } from '../../i18n/i18n.ts';
import { pictureHref } from './picture-link.ts';

/** A story's pictures: a scroll-snap strip to swipe through, with a counter; a tap opens `/picture`. */
export function StoryGallery({ images }: { images: ImageRef[] }) {
  const t = useT();
  const navigate = useNavigate();
  const [index, setIndex] = useState(0);
  if (images.length === 0) return null;
  // One frame height for all, from the tallest picture (capped), so the strip does not jump.
  const ratio = Math.min(1.34, Math.max(...images.map((i) => i.height / Math.max(1, i.width))));
  return (
    <section className="vc-gallery" aria-label={t('feed.gallery')}>
      <div
        className="vc-gallery__track"
        style={{ aspectRatio: `1 / ${ratio}` }}
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth));
        }}
      >
        {images.map((img, i) => (
          <button
            key={`${img.url}-${i}`}
            type="button"
            className="vc-gallery__slide"
            aria-label={t('feed.openPicture', { n: i + 1, count: images.length })}
            onClick={() => void navigate(pictureHref(images, i), { state: { images, index: i } })}
          >
            <img
              src={img.url}
              width={img.width}
              height={img.height}
              alt=""
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </button>
        ))}
      </div>
      {images.length > 1 ? (
        <span className="vc-gallery__count" aria-live="polite">
          {t('feed.pictureOf', { n: index + 1, count: images.length })}
        </span>
      ) : null}
    </section>
  );
}
