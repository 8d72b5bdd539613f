// Renders the app icons (web app manifest, Apple touch icon) from src/web/public/icons/icon.svg with
// sharp. Run after changing the SVG: `node scripts/icons.mjs`; the PNGs are committed.
import path from 'node:path';
import sharp from 'sharp';

const dir = path.resolve(import.meta.dirname, '..', 'src', 'web', 'public', 'icons');
const svg = path.join(dir, 'icon.svg');
const out = [
  ['icon-192.png', 192, 0],
  ['icon-512.png', 512, 0],
  // Maskable: the mark kept inside the 80 % safe circle, the brand colour to the edges.
  ['maskable-512.png', 512, 52],
  ['apple-touch-icon.png', 180, 0],
];
for (const [name, size, pad] of out) {
  const inner = size - pad * 2;
  await sharp(svg, { density: 300 })
    .resize(inner, inner)
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: '#0e6f68' })
    .png({ compressionLevel: 9 })
    .toFile(path.join(dir, name));
  console.log(name, size);
}
