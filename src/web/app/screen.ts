/** Screen scale factor by viewport width (spec §9). */
export function screenScale(width: number): number {
  if (width >= 1600) return 3.52;
  if (width > 1366) return 1.74;
  if (width > 1024) return 1.55;
  if (width > 500) return 1.22;
  if (width > 375) return 1.1;
  return 1;
}

/**
 * Root font size is a tenth of the viewport width (spec §9). Our own CSS sizes text in px so the
 * desktop layout is not blown up; the scale factor is exposed as `--screen-scale` for art that
 * should grow with the screen.
 */
export function applyScreenMetrics(): () => void {
  const update = () => {
    const width = window.innerWidth;
    const root = document.documentElement;
    root.style.fontSize = `${width / 10}px`;
    root.style.setProperty('--screen-scale', String(screenScale(width)));
  };
  update();
  window.addEventListener('resize', update);
  return () => window.removeEventListener('resize', update);
}
