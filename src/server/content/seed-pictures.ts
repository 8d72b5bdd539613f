import sharp from 'sharp';

/**
 * Demo pictures drawn as SVG scenes and rendered to PNG, so that the demo data needs no binary files
 * in git. Each scene is a few gradients and shapes; a seeded random source varies them, so the same
 * seed draws the same picture.
 */
export const RATIOS = {
  '3:4': [540, 720],
  '1:1': [640, 640],
  '4:3': [720, 540],
  '1:3': [360, 1080],
  banner: [960, 400],
  cover: [960, 540],
  icon: [240, 240],
} as const;
export type Ratio = keyof typeof RATIOS;

/** [sky from, sky to, accent, light]. */
const PALETTES = [
  ['#0f2b46', '#3fa7d6', '#7ee8c6', '#e6fbff'],
  ['#2d1b4e', '#ff7e5f', '#feb47b', '#fff3e6'],
  ['#0b3d2e', '#3f9e6e', '#f2c94c', '#f4fff8'],
  ['#1c1c3c', '#6a5acd', '#00d4ff', '#eef0ff'],
  ['#4a0d2e', '#e0457b', '#ffd166', '#fff0f5'],
  ['#10243e', '#1b6ca8', '#f77f00', '#fdf6ec'],
  ['#3a2e1f', '#c08552', '#8fd694', '#fff8ee'],
  ['#16324f', '#9b5de5', '#f15bb5', '#fbf0ff'],
] as const;
type Palette = (typeof PALETTES)[number];

/** mulberry32: small, fast and good enough for shapes. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hash(text: string): number {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ (c.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

type Draw = (w: number, h: number, p: Palette, r: () => number) => string;
const n = (v: number) => Math.round(v);
const many = (count: number, one: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => one(i)).join('');

const sun: Draw = (w, h, p, r) =>
  `<circle cx="${n(w * (0.2 + r() * 0.6))}" cy="${n(h * 0.3)}" r="${n(Math.min(w, h) * 0.12)}" fill="${p[2]}" opacity=".9"/>`;
const hills: Draw = (w, h, p, r) =>
  many(3, (i) => {
    const y = h * (0.55 + i * 0.12);
    return `<path d="M0 ${n(y)} Q ${n(w * r())} ${n(y - h * 0.2)} ${w} ${n(y + h * 0.02 * i)} V ${h} H 0 Z" fill="${p[0]}" opacity="${0.45 + i * 0.2}"/>`;
  });
const waves: Draw = (w, h, p) =>
  many(5, (i) => {
    const y = n(h * (0.6 + i * 0.08));
    return `<path d="M0 ${y} q ${n(w / 8)} -18 ${n(w / 4)} 0 t ${n(w / 4)} 0 t ${n(w / 4)} 0 t ${n(w / 4)} 0 V ${h} H 0 Z" fill="${p[1]}" opacity="${0.25 + i * 0.12}"/>`;
  });
const skyline: Draw = (w, h, p, r) => {
  let x = 0;
  let out = '';
  while (x < w) {
    const bw = w * (0.06 + r() * 0.08);
    const bh = h * (0.2 + r() * 0.35);
    out += `<rect x="${n(x)}" y="${n(h - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${p[0]}"/>`;
    out += many(Math.floor(bh / 40), (i) =>
      r() > 0.5
        ? `<rect x="${n(x + bw * 0.3)}" y="${n(h - bh + 14 + i * 40)}" width="${n(bw * 0.4)}" height="12" fill="${p[2]}" opacity=".8"/>`
        : '',
    );
    x += bw + 4;
  }
  return out;
};
const clouds: Draw = (w, h, p, r) =>
  many(
    7,
    () =>
      `<ellipse cx="${n(w * r())}" cy="${n(h * (0.2 + r() * 0.6))}" rx="${n(w * (0.15 + r() * 0.2))}" ry="${n(h * 0.06 + r() * 40)}" fill="url(#glow)" opacity="${(0.35 + r() * 0.5).toFixed(2)}"/>`,
  );
const device: Draw = (w, h, p) => {
  const dw = Math.min(w, h) * 0.22;
  const dh = dw * 2.6;
  const x = n(w / 2 - dw / 2);
  const y = n(h / 2 - dh / 2);
  return `<rect x="${x}" y="${y}" width="${n(dw)}" height="${n(dh)}" rx="${n(dw / 2.4)}" fill="${p[3]}"/>
    <rect x="${n(x + dw * 0.25)}" y="${n(y + dh * 0.12)}" width="${n(dw * 0.5)}" height="${n(dh * 0.28)}" rx="${n(dw / 5)}" fill="${p[2]}"/>
    <circle cx="${n(w / 2)}" cy="${n(y + dh * 0.75)}" r="${n(dw * 0.08)}" fill="${p[1]}"/>`;
};
const fruit: Draw = (w, h, p, r) =>
  many(6, () => {
    const cx = n(w * (0.15 + r() * 0.7));
    const cy = n(h * (0.25 + r() * 0.55));
    const rad = n(Math.min(w, h) * (0.08 + r() * 0.08));
    return `<circle cx="${cx}" cy="${cy}" r="${rad}" fill="${r() > 0.5 ? p[2] : p[1]}"/><ellipse cx="${cx + rad * 0.4}" cy="${cy - rad}" rx="${n(rad * 0.5)}" ry="${n(rad * 0.2)}" fill="#3f9e6e" transform="rotate(-30 ${cx} ${cy})"/><circle cx="${n(cx - rad * 0.3)}" cy="${n(cy - rad * 0.3)}" r="${n(rad * 0.2)}" fill="#fff" opacity=".5"/>`;
  });
const storefront: Draw = (w, h, p) => {
  const top = n(h * 0.3);
  return `<rect x="${n(w * 0.08)}" y="${top}" width="${n(w * 0.84)}" height="${h - top}" fill="${p[3]}"/>
    ${many(8, (i) => `<rect x="${n(w * 0.08 + (i * w * 0.84) / 8)}" y="${top}" width="${n(w * 0.105)}" height="${n(h * 0.1)}" fill="${i % 2 ? p[2] : p[1]}"/>`)}
    <rect x="${n(w * 0.14)}" y="${n(h * 0.48)}" width="${n(w * 0.4)}" height="${n(h * 0.3)}" fill="${p[0]}" opacity=".75"/>
    <rect x="${n(w * 0.62)}" y="${n(h * 0.48)}" width="${n(w * 0.22)}" height="${h - n(h * 0.48)}" fill="${p[1]}"/>`;
};
const shelf: Draw = (w, h, p, r) =>
  many(4, (row) => {
    const y = h * (0.2 + row * 0.2);
    return `<rect x="0" y="${n(y + 60)}" width="${w}" height="10" fill="${p[0]}"/>${many(7, (i) => `<rect x="${n(w * 0.05 + i * w * 0.13)}" y="${n(y + 60 - 40 - r() * 20)}" width="${n(w * 0.08)}" height="60" rx="8" fill="${[p[1], p[2], p[3]][Math.floor(r() * 3)] ?? p[1]}"/>`)}`;
  });
const people: Draw = (w, h, p, r) =>
  many(14, () => {
    const x = n(w * r());
    const y = n(h * (0.62 + r() * 0.3));
    const s = n(Math.min(w, h) * (0.04 + r() * 0.03));
    return `<circle cx="${x}" cy="${y - s * 2}" r="${s}" fill="${p[0]}"/><rect x="${x - s}" y="${y - s}" width="${s * 2}" height="${s * 3}" rx="${s}" fill="${p[0]}"/>`;
  });
const lights: Draw = (w, h, p, r) =>
  many(4, (i) => {
    const x = w * (0.15 + i * 0.23);
    return `<path d="M${n(x)} 0 L${n(x - w * 0.12)} ${n(h * 0.8)} L${n(x + w * 0.12)} ${n(h * 0.8)} Z" fill="${p[3]}" opacity=".18"/>`;
  }) +
  many(
    30,
    () =>
      `<rect x="${n(w * r())}" y="${n(h * r() * 0.6)}" width="10" height="5" fill="${r() > 0.5 ? p[2] : p[3]}" transform="rotate(${n(r() * 180)} ${n(w / 2)} ${n(h / 3)})"/>`,
  );
const ring = (w: number, h: number, color: string, inner: string) =>
  `<circle cx="${n(w / 2)}" cy="${n(h / 2)}" r="${n(Math.min(w, h) * 0.3)}" fill="none" stroke="${color}" stroke-width="${n(Math.min(w, h) * 0.06)}"/>${inner}`;
const bars: Draw = (w, h, p, r) =>
  many(7, (i) => {
    const bh = h * (0.2 + r() * 0.5);
    return `<rect x="${n(w * (0.1 + i * 0.115))}" y="${n(h * 0.85 - bh)}" width="${n(w * 0.08)}" height="${n(bh)}" rx="6" fill="${i % 2 ? p[2] : p[3]}"/>`;
  });
const band: Draw = (w, h, p) =>
  many(
    3,
    (i) =>
      `<path d="M0 ${n(h * (0.25 + i * 0.1))} C ${n(w * 0.3)} ${n(h * (0.05 + i * 0.1))}, ${n(w * 0.7)} ${n(h * (0.5 + i * 0.1))}, ${w} ${n(h * (0.2 + i * 0.1))}" stroke="${i === 1 ? p[2] : p[3]}" stroke-width="${n(h * 0.06)}" fill="none" opacity=".45"/>`,
  );

const SCENES: Record<string, Draw[]> = {
  sunset: [sun, hills],
  sea: [sun, waves],
  mountain: [clouds, hills],
  garden: [sun, hills, fruit],
  city: [sun, skyline],
  night: [clouds, skyline],
  street: [skyline, people],
  aurora: [band, hills],
  cloud: [clouds, clouds],
  fruit: [fruit],
  device: [clouds, device],
  store: [storefront],
  shelf: [shelf],
  counter: [shelf, device],
  cafe: [storefront, people],
  event: [lights, people],
  crowd: [people, people],
  chart: [bars],
  recycle: [
    (w, h, p) =>
      ring(
        w,
        h,
        p[2],
        `<path d="M${n(w / 2)} ${n(h * 0.35)} l${n(w * 0.08)} ${n(h * 0.14)} h-${n(w * 0.16)} Z" fill="${p[3]}"/>`,
      ),
  ],
  badge: [
    (w, h, p) =>
      ring(
        w,
        h,
        p[3],
        `<circle cx="${n(w / 2)}" cy="${n(h / 2)}" r="${n(Math.min(w, h) * 0.12)}" fill="${p[2]}"/>`,
      ),
  ],
  shield: [
    (w, h, p) =>
      `<path d="M${n(w / 2)} ${n(h * 0.12)} L${n(w / 2 + h * 0.3)} ${n(h * 0.25)} V${n(h * 0.5)} Q${n(w / 2 + h * 0.3)} ${n(h * 0.8)} ${n(w / 2)} ${n(h * 0.9)} Q${n(w / 2 - h * 0.3)} ${n(h * 0.8)} ${n(w / 2 - h * 0.3)} ${n(h * 0.5)} V${n(h * 0.25)} Z" fill="${p[3]}"/>`,
    clouds,
  ],
  avatar: [
    (w, h, p) =>
      `<circle cx="${n(w / 2)}" cy="${n(h * 0.4)}" r="${n(w * 0.2)}" fill="${p[3]}"/><ellipse cx="${n(w / 2)}" cy="${h}" rx="${n(w * 0.38)}" ry="${n(h * 0.35)}" fill="${p[3]}"/>`,
  ],
};

/** A PNG of `scene` in the given shape; `palette` picks the colours (any number), `seed` the variation. */
export function drawScene(scene: string, ratio: Ratio, palette: number, seed: number): Promise<Buffer> {
  const [w, h] = RATIOS[ratio];
  const p = PALETTES[Math.abs(palette) % PALETTES.length] ?? PALETTES[0];
  const r = random(seed);
  const layers = (SCENES[scene] ?? SCENES.cloud ?? []).map((draw) => draw(w, h, p, r)).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="${r() > 0.5 ? 1 : 0}" y2="1">
      <stop offset="0" stop-color="${p[0]}"/><stop offset="1" stop-color="${p[1]}"/></linearGradient>
      <radialGradient id="glow"><stop offset="0" stop-color="${p[3]}"/>
      <stop offset="1" stop-color="${p[3]}" stop-opacity="0"/></radialGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>${layers}</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 1 }).toBuffer();
}
