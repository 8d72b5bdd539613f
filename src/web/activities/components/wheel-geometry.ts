import type { OddsRow } from '../../../shared/schemas/activities.ts';

/** One slice of the wheel, in degrees clockwise from the pointer at 12 o'clock. */
export interface WheelSlice {
  segment: number;
  start: number;
  end: number;
  row: OddsRow;
}

/**
 * The slices of the wheel: one per odds row with a weight, each as wide as its share of the total
 * weight, in table order. A zero-weight row can never be drawn, so it gets no slice at all.
 */
export function wheelSlices(odds: readonly OddsRow[]): WheelSlice[] {
  const rows = [...odds].sort((a, b) => a.segment - b.segment).filter((r) => r.weight > 0);
  const total = rows.reduce((n, r) => n + r.weight, 0);
  if (total <= 0) return [];
  const slices: WheelSlice[] = [];
  let at = 0;
  for (const row of rows) {
    const width = (row.weight / total) * 360;
    slices.push({ segment: row.segment, start: at, end: at + width, row });
    at += width;
  }
  const last = slices.at(-1);
  if (last) last.end = 360;
  return slices;
}

const mod = (n: number, m: number) => ((n % m) + m) % m;

/**
 * The rotation (degrees, clockwise, always ahead of `current`) that brings `segment` under the
 * pointer after at least `turns` whole turns. `nudge` in [0, 1) picks the point within the slice,
 * kept off its edges so the pointer never sits ambiguously on a border.
 */
export function landingRotation(
  slices: readonly WheelSlice[],
  segment: number,
  current: number,
  turns: number,
  nudge = 0.5,
): number {
  const slice = slices.find((s) => s.segment === segment);
  if (!slice) throw new Error(`segment ${segment} has no slice on the wheel`);
  const width = slice.end - slice.start;
  const point = slice.start + width * (0.2 + 0.6 * Math.min(Math.max(nudge, 0), 1));
  // The wheel turned by R shows its angle `point` under the pointer when point + R ≡ 0 (mod 360).
  const offset = mod(-point - current, 360);
  return current + turns * 360 + offset;
}

/** The segment under the pointer when the wheel has turned by `rotation` degrees. */
export function segmentAt(slices: readonly WheelSlice[], rotation: number): number | null {
  const point = mod(-rotation, 360);
  return slices.find((s) => point >= s.start && point < s.end)?.segment ?? null;
}

/** A point on the circle of radius `r` at `deg` clockwise from 12 o'clock, centre (0, 0). */
export function polar(r: number, deg: number): { x: number; y: number } {
  const rad = ((deg - 90) * Math.PI) / 180;
  return { x: r * Math.cos(rad), y: r * Math.sin(rad) };
}

/** The SVG path of a slice (a full disc when it spans the whole circle). */
export function slicePath(r: number, start: number, end: number): string {
  if (end - start >= 359.999) return `M ${-r} 0 A ${r} ${r} 0 1 1 ${r} 0 A ${r} ${r} 0 1 1 ${-r} 0 Z`;
  const a = polar(r, start);
  const b = polar(r, end);
  const large = end - start > 180 ? 1 : 0;
  const f = (n: number) => n.toFixed(3);
  return `M 0 0 L ${f(a.x)} ${f(a.y)} A ${r} ${r} 0 ${large} 1 ${f(b.x)} ${f(b.y)} Z`;
}

export interface SliceLabel {
  text: string;
  fontSize: number;
}

/**
 * The label a slice can hold, written along its radius from near the rim inwards: the font shrinks
 * to the slice's width at mid-radius, down to a readable minimum, then the text is cut to the
 * radius' length with an ellipsis. A slice too thin for the minimum font gets no label (the odds
 * table below the wheel names every segment anyway).
 */
export function sliceLabel(name: string, widthDeg: number, radius: number): SliceLabel | null {
  const minFont = 9;
  const maxFont = 15;
  const across = ((widthDeg * Math.PI) / 180) * radius * 0.6;
  const fontSize = Math.min(maxFont, Math.floor(across * 0.8));
  if (fontSize < minFont) return null;
  // Wide characters (CJK) take about a full em, Latin and Cyrillic about 0.58 em.
  const available = radius * 0.62;
  const chars = [...name.trim()];
  let width = 0;
  let cut = chars.length;
  for (const [i, ch] of chars.entries()) {
    width += (/[\u1100-\uffdc]/.test(ch) ? 1 : 0.58) * fontSize;
    if (width > available) {
      cut = i;
      break;
    }
  }
  if (cut === chars.length) return { text: chars.join(''), fontSize };
  if (cut <= 1) return null;
  return { text: `${chars.slice(0, cut - 1).join('')}…`, fontSize };
}

/** Odds as a percentage for the table: two decimals for small odds, none for large ones. */
export function percent(odds: number, locale: string): string {
  const p = odds * 100;
  const digits = p === 0 || p >= 10 ? 0 : p >= 1 ? 1 : 2;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(odds);
}
