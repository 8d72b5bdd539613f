import { build } from 'vite';
import { brotliCompressSync } from 'node:zlib';
await build({ logLevel: 'silent', plugins: [{ name: 'an', generateBundle(_o, bundle) {
  for (const [f, c] of Object.entries(bundle)) {
    if (c.type !== 'chunk' || !/^assets\/(react|app|home|index|entry)-/.test(f)) continue;
    const total = brotliCompressSync(c.code).length;
    console.log(`\n== ${f} ${(c.code.length/1024).toFixed(1)} KiB min, ${(total/1024).toFixed(1)} KiB br`);
    const groups = new Map<string, number>();
    for (const [id, m] of Object.entries(c.modules)) {
      const key = id.includes('node_modules') ? id.replace(/.*node_modules[\\/]((@[^/]+\/)?[^/]+).*/, '$1') + (id.includes('antd-mobile/es/components') ? '/' + id.replace(/.*components\/([^/]+).*/, '$1') : '') : id.replace(/.*src\/web\//, '').replace(/\/[^/]*$/, '/');
      groups.set(key, (groups.get(key) ?? 0) + (m.code ? brotliCompressSync(m.code).length : 0));
    }
    for (const [k, v] of [...groups].sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log((v/1024).toFixed(1).padStart(6), k);
  }
} }] });
