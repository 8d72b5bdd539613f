import { readFileSync, readdirSync } from 'node:fs';

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
