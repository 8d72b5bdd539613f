import { BUILD_CHECK_MS, RELOAD_GUARD_MS } from '../../shared/limits.ts';

let newerBuild = false;

/** True once builds/latest.json names a build other than the running one. */
export const hasNewerBuild = () => newerBuild;

export async function checkBuild(
  current: string,
  fetcher: (url: string) => Promise<Response> = (u) => fetch(u, { cache: 'no-store' }),
  now: () => number = Date.now,
): Promise<boolean> {
  try {
    const res = await fetcher(`/builds/latest.json?t=${now()}`);
    if (!res.ok) return newerBuild;
    const latest = (await res.json()) as { buildId?: string };
    if (latest.buildId && latest.buildId !== current) newerBuild = true;
  } catch {
    // offline or not deployed with a manifest: try again at the next tick
  }
  return newerBuild;
}

/** Checks every hour (spec §4); the router reloads on the next navigation when a newer build exists. */
export function startBuildCheck(current: string): () => void {
  const id = window.setInterval(() => void checkBuild(current), BUILD_CHECK_MS);
  return () => window.clearInterval(id);
}

/**
 * After a deployment, old chunk files disappear: reload to get the new ones, but at most once per
 * path in 10 s (spec §8) so a truly broken chunk cannot loop.
 */
export function reloadOnceForChunkError(
  path: string,
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => window.location.reload(),
  now: () => number = Date.now,
): boolean {
  const key = `chunk-reload:${path}`;
  const last = Number(storage.getItem(key) ?? 0);
  if (now() - last < RELOAD_GUARD_MS) return false;
  storage.setItem(key, String(now()));
  reload();
  return true;
}
