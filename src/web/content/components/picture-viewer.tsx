import { CloseOutline, LeftOutline, RightOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import type { ImageRef } from '../../../shared/schemas/content.ts';
import { useT } from '../../i18n/i18n.ts';
import { LOOP, SWIPE_MS } from './picture-constants.ts';
import {
  clampPan,
  indexAfterSwipe,
  isDoubleTap,
  isLongImage,
  isTap,
  pinchZoom,
  swipeDirection,
  toggledZoom,
  wheelZoom,
  wrapIndex,
} from './picture-gestures.ts';

interface Gesture {
  kind: 'swipe' | 'pan' | 'pinch' | 'none';
  x: number;
  y: number;
  t0: number;
  zoom: number;
  dist: number;
  pan: { x: number; y: number };
}

const distance = (pts: Array<{ x: number; y: number }>) =>
  pts.length < 2 ? 0 : Math.hypot(pts[0]!.x - pts[1]!.x, pts[0]!.y - pts[1]!.y);

/** Full-screen preview (spec §9): swipe, pinch and wheel zoom, double tap, long pictures scroll. */
export function PictureViewer({
  images,
  start,
  onClose,
}: {
  images: ImageRef[];
  start: number;
  onClose: () => void;
}) {
  const t = useT();
  const count = images.length;
  const [index, setIndex] = useState(start);
  const [offset, setOffset] = useState(0);
  const [animating, setAnimating] = useState(false);
  const [zoom, setZoom] = useState(1);
  const [pan, setPan] = useState({ x: 0, y: 0 });
  const [natural, setNatural] = useState<Record<string, { w: number; h: number }>>({});
  const frame = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture | null>(null);
  const lastTap = useRef(0);
  const target = useRef<number | null>(null);

  const current = images[index];
  const size = (img: ImageRef | undefined) =>
    img && img.width > 0 ? { w: img.width, h: img.height } : (natural[img?.url ?? ''] ?? { w: 0, h: 0 });
  const long = (img: ImageRef | undefined) => isLongImage(size(img).w, size(img).h);
  const width = () => frame.current?.clientWidth ?? window.innerWidth;

  const resetZoom = () => {
    setZoom(1);
    setPan({ x: 0, y: 0 });
  };
  const commit = (dir: -1 | 1) => {
    const next = indexAfterSwipe(index, count, dir, LOOP);
    if (next === null || animating) return;
    target.current = next;
    setAnimating(true);
    setOffset(dir * width());
  };
  const settle = () => {
    if (target.current !== null) {
      setIndex(target.current);
      resetZoom();
    }
    target.current = null;
    setAnimating(false);
    setOffset(0);
  };

  // Keyboard on desktop; the page behind must not scroll or zoom while the preview is open.
  const keys = useRef({ commit, onClose });
  useEffect(() => {
    keys.current = { commit, onClose };
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'ArrowRight') keys.current.commit(-1);
      else if (e.key === 'ArrowLeft') keys.current.commit(1);
      else if (e.key === 'Escape') keys.current.onClose();
    };
    const el = frame.current;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      setZoom((z) => wheelZoom(z, e.deltaY));
    };
    document.addEventListener('keydown', onKey);
    el?.addEventListener('wheel', onWheel, { passive: false });
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      el?.removeEventListener('wheel', onWheel);
      document.body.style.overflow = overflow;
    };
  }, []);

  const onDown = (e: ReactPointerEvent) => {
    if ((e.target as HTMLElement).closest('button')) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const pts = [...pointers.current.values()];
    const base = { x: e.clientX, y: e.clientY, t0: e.timeStamp, zoom, dist: distance(pts), pan };
    if (pts.length === 2) gesture.current = { ...base, kind: 'pinch' };
    else if (pts.length === 1) gesture.current = { ...base, kind: zoom !== 1 ? 'pan' : 'swipe' };
  };
  const onMove = (e: ReactPointerEvent) => {
    const g = gesture.current;
    if (!g || !pointers.current.has(e.pointerId)) return;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    const dx = e.clientX - g.x;
    const dy = e.clientY - g.y;
    if (g.kind === 'pinch') setZoom(pinchZoom(g.zoom, g.dist, distance([...pointers.current.values()])));
    else if (g.kind === 'swipe' && count > 1 && !animating) setOffset(dx);
    else if (g.kind === 'pan') {
      const s = size(current);
      const box = frame.current;
      const fit = box && s.w > 0 ? Math.min(box.clientWidth / s.w, box.clientHeight / s.h) : 1;
      setPan({
        x: clampPan(g.pan.x + dx, zoom, s.w * fit, box?.clientWidth ?? 0),
        y: clampPan(g.pan.y + dy, zoom, s.h * fit, box?.clientHeight ?? 0),
      });
    }
  };
  const onUp = (e: ReactPointerEvent) => {
    pointers.current.delete(e.pointerId);
    const g = gesture.current;
    if (!g) return;
    if (g.kind === 'pinch') {
      // The finger left after a pinch must not become a swipe.
      gesture.current = pointers.current.size > 0 ? { ...g, kind: 'none' } : null;
      return;
    }
    gesture.current = null;
    const dx = e.clientX - g.x;
    const dy = e.clientY - g.y;
    if (isTap(dx, dy)) {
      setOffset(0);
      if (isDoubleTap(lastTap.current, e.timeStamp) && !long(current)) {
        setZoom(toggledZoom(zoom));
        setPan({ x: 0, y: 0 });
        lastTap.current = 0;
      } else lastTap.current = e.timeStamp;
      return;
    }
    if (g.kind !== 'swipe') return;
    const dir = swipeDirection(dx, e.timeStamp - g.t0, width());
    if (dir !== 0 && indexAfterSwipe(index, count, dir) !== null) commit(dir);
    else if (offset !== 0) {
      setAnimating(true);
      setOffset(0);
    }
  };

  const slides = count > 1 ? [-1, 0, 1] : [0];
  return (
    <div className="vc-viewer" role="dialog" aria-modal="true" aria-label={t('feed.gallery')}>
      <div
        className="vc-viewer__frame"
        ref={frame}
        onPointerDown={onDown}
        onPointerMove={onMove}
        onPointerUp={onUp}
        onPointerCancel={onUp}
      >
        <div
          className="vc-viewer__track"
          style={{
            transform: `translate3d(${offset}px, 0, 0)`,
            transition: animating ? `transform ${SWIPE_MS}ms ease-out` : 'none',
          }}
          onTransitionEnd={settle}
        >
          {slides.map((pos) => {
            const i = wrapIndex(index + pos, count);
            const img = images[i]!;
            const isLong = long(img);
            const here = pos === 0;
            return (
              <div
                key={pos}
                className={`vc-viewer__slide${isLong ? ' is-long' : ''}`}
                style={{ transform: `translateX(${pos * 100}%)` }}
                aria-hidden={!here}
              >
                <img
                  src={img.url}
                  alt={t('feed.pictureOf', { n: i + 1, count })}
                  draggable={false}
                  onLoad={(e) => {
                    const el = e.currentTarget;
                    if (!natural[img.url]) {
                      setNatural((m) => ({ ...m, [img.url]: { w: el.naturalWidth, h: el.naturalHeight } }));
                    }
                  }}
                  style={
                    here && !isLong
                      ? { transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})` }
                      : undefined
                  }
                />
              </div>
            );
          })}
        </div>
      </div>
      {count > 1 ? (
        <p className="vc-viewer__count" aria-live="polite">
          {t('feed.pictureOf', { n: index + 1, count })}
        </p>
      ) : null}
      <button type="button" className="vc-viewer__close" aria-label={t('feed.close')} onClick={onClose}>
        <CloseOutline aria-hidden />
      </button>
      {count > 1 ? (
        <>
          <button
            type="button"
            className="vc-viewer__nav vc-viewer__nav--prev"
            aria-label={t('feed.prevPicture')}
            onClick={() => commit(1)}
          >
            <LeftOutline aria-hidden />
          </button>
          <button
            type="button"
            className="vc-viewer__nav vc-viewer__nav--next"
            aria-label={t('feed.nextPicture')}
            onClick={() => commit(-1)}
          >
            <RightOutline aria-hidden />
          </button>
        </>
      ) : null}
    </div>
  );
}
