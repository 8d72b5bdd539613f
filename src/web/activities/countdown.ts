import type { ActivityState } from '../../shared/schemas/activities.ts';

export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole days, hours, minutes and seconds left in `ms` (never negative). */
export function countdownParts(ms: number): CountdownParts {
  const total = Math.max(0, Math.floor(ms / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A compact clock: `HH:MM:SS` under a day, `{days}d HH:MM:SS` beyond (the day letter is given by the
 * caller in the member's language).
 */
export function formatCountdown(ms: number, dayUnit = 'd'): string {
  const p = countdownParts(ms);
  const clock = `${two(p.hours)}:${two(p.minutes)}:${two(p.seconds)}`;
  return p.days > 0 ? `${p.days}${dayUnit} ${clock}` : clock;
}

/** What a countdown counts to: the start before it, the end while open, nothing after. */
export function countdownTarget(
  a: { startAt: string; endAt: string; state: ActivityState },
  now: number,
): { to: 'start' | 'end'; at: number } | null {
  const start = Date.parse(a.startAt);
  const end = Date.parse(a.endAt);
  if (a.state === 'closed' || a.state === 'drawn' || now >= end) return null;
  if (now < start) return { to: 'start', at: start };
  return { to: 'end', at: end };
}
