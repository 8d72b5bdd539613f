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
  /** One or two lines, each written along the radius. */
  lines: string[];
  fontSize: number;
}

const MIN_FONT = 9;
const MAX_FONT = 15;
const LINE_HEIGHT = 1.15;

/** Wide characters (CJK, Hangul) take about a full em, Latin and Cyrillic about 0.58 em. */
const textWidth = (text: string, fontSize: number): number =>
  [...text].reduce((w, ch) => w + (/[\u1100-\uffdc]/.test(ch) ? 1 : 0.58) * fontSize, 0);

/** The most even break of `name` into two lines: at a space, else (CJK) between characters. */
function twoLines(name: string): [string, string] | null {
  const words = name.split(/\s+/).filter(Boolean);
  const chars = [...name];
  const splits: [string, string][] =
    words.length > 1
      ? words.slice(1).map((_, i) => [words.slice(0, i + 1).join(' '), words.slice(i + 1).join(' ')])
      : chars.length > 1 && /[\u1100-\uffdc]/.test(name)
        ? chars.slice(1).map((_, i) => [chars.slice(0, i + 1).join(''), chars.slice(i + 1).join('')])
        : [];
  let best: [string, string] | null = null;
  for (const pair of splits) {
    const longest = Math.max(textWidth(pair[0], 1), textWidth(pair[1], 1));
    if (!best || longest < Math.max(textWidth(best[0], 1), textWidth(best[1], 1))) best = pair;
  }
  return best;
}

/** `text` cut with an ellipsis to `available` units at `fontSize` (null when not even two characters fit). */
function cutTo(text: string, fontSize: number, available: number): string | null {
  const chars = [...text];
  let width = 0;
  for (const [i, ch] of chars.entries()) {
    width += textWidth(ch, fontSize);
    if (width > available) return i <= 1 ? null : `${chars.slice(0, i - 1).join('')}…`;
  }
  return text;
}

/**
 * The label a slice can hold, written along its radius from near the rim inwards. The largest font
 * (15 down to 9) at which the whole name fits wins: on one line, or broken into two lines side by
 * side when the slice is wide enough for both ("Sticker / pack"). Only a name too long for two
 * lines at the smallest font is cut with an ellipsis; a slice too thin for one line of the smallest
 * font gets no label (the odds list beside the wheel names every segment anyway).
 */
export function sliceLabel(name: string, widthDeg: number, radius: number): SliceLabel | null {
  const text = name.trim().replace(/\s+/g, ' ');
  const across = ((widthDeg * Math.PI) / 180) * radius * 0.6;
  const available = radius * 0.66;
  const top = Math.min(MAX_FONT, Math.floor(across * 0.8));
  if (top < MIN_FONT || text === '') return null;
  const split = twoLines(text);
  for (let fontSize = top; fontSize >= MIN_FONT; fontSize -= 1) {
    if (textWidth(text, fontSize) <= available) return { lines: [text], fontSize };
    const twoFit = 2 * LINE_HEIGHT * fontSize <= across * 0.95;
    if (split && twoFit && split.every((l) => textWidth(l, fontSize) <= available)) {
      return { lines: split, fontSize };
    }
  }
  const twoFit = split !== null && 2 * LINE_HEIGHT * MIN_FONT <= across * 0.95;
  if (twoFit) {
    const first = cutTo(split[0], MIN_FONT, available);
    const second = cutTo(split[1], MIN_FONT, available);
    if (first && second) return { lines: [first, second], fontSize: MIN_FONT };
  }
  const one = cutTo(text, top, available);
  return one ? { lines: [one], fontSize: top } : null;
}

/** Odds as a percentage for the table: two decimals for small odds, none for large ones. */
export function percent(odds: number, locale: string): string {
  const p = odds * 100;
  const digits = p === 0 || p >= 10 ? 0 : p >= 1 ? 1 : 2;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: digits }).format(odds);
}
