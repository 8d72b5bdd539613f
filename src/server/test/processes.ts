import { readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * Live processes (zombies excluded: they are dead, waiting to be reaped) whose command line contains
 * `text`, other than this one: how tests see that a killed server left no ffmpeg behind. Linux only
 * (reads /proc); elsewhere none are found.
 */
export function processesMatching(text: string): number[] {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const found: number[] = [];
  for (const pid of pids) {
    if (Number(pid) === process.pid) continue;
    try {
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (!cmdline.includes(text)) continue;
      // `pid (comm) S ...`: the state follows the last parenthesis.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z') found.push(Number(pid));
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

/**
 * A port nobody listens on now, chosen by the system. A random port in a fixed range could be the
 * local end of one of the suite's own outgoing connections, and the server under test then failed to
 * listen (CI saw it: a 90 s wait for health, then a failure).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no port'))));
    });
  });
}
