// Builds the app before `npm start` when the build is missing or older than the sources,
// so a fresh clone needs only `npm install && npm start`.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['dist/web/index.html', 'dist/server/main.js'].map((p) => path.join(root, p));

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const inputs = ['src', 'package-lock.json', 'vite.config.ts', 'tsconfig.build.json'].map((p) =>
  path.join(root, p),
);
const sourceTime = Math.max(
  ...inputs.filter(existsSync).map((p) => (statSync(p).isDirectory() ? newest(p) : statSync(p).mtimeMs)),
);
const stale = outputs.some((p) => !existsSync(p) || statSync(p).mtimeMs < sourceTime);
if (stale) {
  console.log('Building the app (first start or sources changed)…');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
}
