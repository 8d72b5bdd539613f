import type { CSSProperties } from 'react';
import { polar, sliceLabel, slicePath, type WheelSlice } from './wheel-geometry.ts';

const R = 150;
const LABEL_R = R * 0.9;

/** Whether the member asked the system for less motion. */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The wheel, drawn from the odds table: one slice per segment sized by its odds, theme colours in
 * turn, "no prize" plain, and a label (one or two lines) only where it fits. It turns by `rotation` degrees over
 * `durationMs` (CSS ease-out), and the pointer at the top marks where it lands.
 */
export function Wheel({
  slices,
  rotation,
  durationMs,
  label,
}: {
  slices: readonly WheelSlice[];
  rotation: number;
  durationMs: number;
  label: string;
}) {
  let colour = 0;
  const style: CSSProperties = {
    transform: `rotate(${rotation}deg)`,
    transitionDuration: `${durationMs}ms`,
  };
  return (
    <div className="vc-draw-wheel" role="img" aria-label={label}>
      <svg viewBox={`${-R - 6} ${-R - 6} ${2 * R + 12} ${2 * R + 12}`} className="vc-draw-wheel__svg">
        <circle r={R + 4} className="vc-draw-wheel__rim" />
        <g className="vc-draw-wheel__disc" style={style}>
          {slices.map((s) => {
            const none = s.row.prizeId === null;
            const out = !none && s.row.stock !== null && s.row.stock <= 0;
            const kind = none ? 'none' : out ? 'out' : String(colour++ % 4);
            const width = s.end - s.start;
            const text = sliceLabel(s.row.name, width, R);
            const mid = (s.start + s.end) / 2;
            const at = polar(LABEL_R, mid);
            return (
              <g key={s.segment}>
                <path d={slicePath(R, s.start, s.end)} className={`vc-draw-slice vc-draw-slice--${kind}`} />
                {text ? (
                  <text
                    x={at.x}
                    y={at.y}
                    fontSize={text.fontSize}
                    className={`vc-draw-label vc-draw-label--${kind}`}
                    // Along the radius, reading from the rim towards the centre.
                    transform={`rotate(${mid} ${at.x} ${at.y}) rotate(90 ${at.x} ${at.y})`}
                    textAnchor="start"
                    dominantBaseline="central"
                  >
                    {text.lines.map((line, i) => (
                      // Two lines sit side by side across the slice, centred on its middle.
                      <tspan
                        key={line}
                        x={at.x}
                        dy={i === 0 ? `${-(text.lines.length - 1) * 0.575}em` : '1.15em'}
                      >
                        {line}
                      </tspan>
                    ))}
                  </text>
                ) : null}
              </g>
            );
          })}
        </g>
        <circle r={R * 0.16} className="vc-draw-wheel__hub" />
        <path d={`M -13 ${-R - 8} L 13 ${-R - 8} L 0 ${-R + 22} Z`} className="vc-draw-wheel__pointer" />
      </svg>
    </div>
  );
}
