// After `vite build`: writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every
// text asset of dist/web, so the server sends the smallest encoding the browser accepts without
// compressing on each request. Copies that would not be smaller are skipped.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', 'dist', 'web'));
const TEXT = /\.(?:js|mjs|css|html|json|svg|txt|webmanifest|map)$/;

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (TEXT.test(entry.name)) yield full;
  }
}

let before = 0;
let after = 0;
for (const file of files(root)) {
  const raw = readFileSync(file);
  if (raw.length < 1024) continue;
  const br = brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
  const gz = gzipSync(raw, { level: 9 });
  if (br.length < raw.length) writeFileSync(`${file}.br`, br);
  if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
  before += statSync(file).size;
  after += Math.min(br.length, raw.length);
}
console.log(
  `precompressed ${path.relative(process.cwd(), root) || '.'}: ${(before / 1024).toFixed(1)} KiB -> ${(after / 1024).toFixed(1)} KiB (brotli)`,
);
