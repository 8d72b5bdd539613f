/**
 * Maths of the cover scrubber. The server's thumbnail strip holds `count` equal frames side by
 * side, frame i taken at the middle of the i-th slice of the clip; a cell shows one frame by
 * scaling the strip to `count` cell widths and shifting it.
 */

/** CSS for cell `i`: the strip `count` cells wide, moved so frame `i` fills the cell. */
export function frameStyle(i: number, count: number): { backgroundSize: string; backgroundPosition: string } {
  const n = Math.max(1, count);
  const at = n === 1 ? 0 : (Math.max(0, Math.min(n - 1, i)) / (n - 1)) * 100;
  return { backgroundSize: `${n * 100}% 100%`, backgroundPosition: `${at}% 0` };
}

/** A pointer's place on the scrubber as a fraction 0-1 of its width. */
export function fractionAt(clientX: number, left: number, width: number): number {
  if (width <= 0) return 0;
  return Math.max(0, Math.min(1, (clientX - left) / width));
}

/**
 * The moment for a fraction, in whole milliseconds. The very last instant of a clip often has no
 * frame to decode, so the end is held a frame (~40 ms) short of the duration.
 */
export function momentAt(fraction: number, durationMs: number): number {
  const last = Math.max(0, durationMs - 40);
  return Math.round(Math.max(0, Math.min(1, fraction)) * last);
}

/** The frame of the strip nearest to a moment (which cell to mark as chosen). */
export function frameIndexAt(atMs: number, durationMs: number, count: number): number {
  if (durationMs <= 0 || count <= 1) return 0;
  return Math.max(0, Math.min(count - 1, Math.floor((atMs / durationMs) * count)));
}

/** Keyboard on the scrubber (a slider): arrows step a tenth of a second, Page keys a second. */
export function stepMoment(atMs: number, key: string, durationMs: number): number | null {
  const last = Math.max(0, durationMs - 40);
  const clamp = (v: number) => Math.max(0, Math.min(last, v));
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(atMs - 100);
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(atMs + 100);
    case 'PageDown':
      return clamp(atMs - 1000);
    case 'PageUp':
      return clamp(atMs + 1000);
    case 'Home':
      return 0;
    case 'End':
      return last;
    default:
      return null;
  }
}
