import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

/**
 * `?debug=true` opens vConsole, whose class names also start with `vc-` (issue 38: the app's
 * `.vc-tabbar` and `.vc-tab` broke both layouts). No class the app styles or renders may be one of
 * vConsole's, so neither's rules reach the other's elements.
 */
const require = createRequire(import.meta.url);
const vconsole = readFileSync(require.resolve('vconsole/dist/vconsole.min.js'), 'utf8');
const theirs = new Set(vconsole.match(/\bvc-[a-zA-Z0-9_-]+/g));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
}

describe('class names beside the debug console', () => {
  it('has none of vConsole’s', () => {
    const web = path.resolve(import.meta.dirname, '..');
    const ours = new Set<string>();
    for (const file of filesUnder(web).filter((f) => /\.(css|tsx?)$/.test(f) && !f.endsWith('.test.ts'))) {
      for (const name of readFileSync(file, 'utf8').match(/\bvc-[a-zA-Z0-9_-]+/g) ?? []) ours.add(name);
    }
    expect(theirs.size).toBeGreaterThan(50);
    expect([...ours].filter((name) => theirs.has(name))).toEqual([]);
  });
});
