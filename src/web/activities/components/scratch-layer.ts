/** The share of a scratch layer that is cleared: transparent pixels, sampled every `step`th pixel. */
export function clearedFraction(rgba: Uint8ClampedArray, step = 8): number {
  const pixels = Math.floor(rgba.length / 4);
  if (pixels === 0) return 0;
  let seen = 0;
  let clear = 0;
  for (let p = 0; p < pixels; p += step) {
    seen++;
    if ((rgba[p * 4 + 3] ?? 0) < 128) clear++;
  }
  return clear / seen;
}

/** Cleared this much, the card reveals itself whole (scratching every corner is no fun). */
export const REVEAL_AT = 0.5;

/** Paints the silver layer over the whole canvas, with its invitation in the middle. */
export function paintSilver(
  ctx: CanvasRenderingContext2D,
  width: number,
  height: number,
  text: string,
): void {
  ctx.globalCompositeOperation = 'source-over';
  const g = ctx.createLinearGradient(0, 0, width, height);
  g.addColorStop(0, '#b9bec2');
  g.addColorStop(0.5, '#e6e9eb');
  g.addColorStop(1, '#a7adb2');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#4a5358';
  ctx.font = `600 ${Math.round(height / 9)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, width / 2, height / 2, width * 0.9);
}

/** Clears a round brush stroke from the last point to this one. */
export function scratchLine(
  ctx: CanvasRenderingContext2D,
  from: { x: number; y: number },
  to: { x: number; y: number },
  radius: number,
): void {
  ctx.globalCompositeOperation = 'destination-out';
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.lineWidth = radius * 2;
  ctx.beginPath();
  ctx.moveTo(from.x, from.y);
  ctx.lineTo(to.x, to.y);
  ctx.stroke();
}
