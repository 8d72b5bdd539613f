import { useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useT } from '../../i18n/i18n.ts';
import { formatDuration } from './clip-check.ts';
import { fractionAt, frameIndexAt, frameStyle, momentAt, stepMoment } from './scrubber.ts';

interface Props {
  thumbsUrl: string;
  thumbCount: number;
  durationMs: number;
  atMs: number;
  onChange: (atMs: number) => void;
}

/** The clip's frames in a row; drag, tap or use the arrow keys to pick a moment. */
export function CoverScrubber({ thumbsUrl, thumbCount, durationMs, atMs, onChange }: Props) {
  const t = useT();
  const ref = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);
  const cells = Array.from({ length: Math.max(1, thumbCount) }, (_, i) => i);
  const last = Math.max(1, durationMs - 40);
  const chosen = frameIndexAt(atMs, durationMs, thumbCount);

  const pick = (e: PointerEvent<HTMLDivElement>) => {
    const box = ref.current?.getBoundingClientRect();
    if (!box) return;
    onChange(momentAt(fractionAt(e.clientX, box.left, box.width), durationMs));
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = stepMoment(atMs, e.key, durationMs);
    if (next === null) return;
    e.preventDefault();
    onChange(next);
  };

  return (
    <div
      ref={ref}
      className="vc-scrubber"
      role="slider"
      tabIndex={0}
      aria-label={t('reelsEdit.pickFrame')}
      aria-valuemin={0}
      aria-valuemax={last}
      aria-valuenow={atMs}
      aria-valuetext={formatDuration(atMs)}
      data-testid="cover-scrubber"
      onKeyDown={onKeyDown}
      onPointerDown={(e) => {
        dragging.current = true;
        e.currentTarget.setPointerCapture(e.pointerId);
        pick(e);
      }}
      onPointerMove={(e) => dragging.current && pick(e)}
      onPointerUp={() => {
        dragging.current = false;
      }}
      onPointerCancel={() => {
        dragging.current = false;
      }}
    >
      {cells.map((i) => (
        <span
          key={i}
          className={`vc-scrubber__cell${i === chosen ? ' is-chosen' : ''}`}
          style={{ backgroundImage: `url(${JSON.stringify(thumbsUrl)})`, ...frameStyle(i, thumbCount) }}
        />
      ))}
      <span
        className="vc-scrubber__handle"
        style={{ left: `${(Math.min(atMs, last) / last) * 100}%` }}
        aria-hidden
      />
    </div>
  );
}
