import { lazy, type ComponentType } from 'react';
import { reloadOnceForChunkError } from './build-check.ts';

/** React.lazy that reloads once when a chunk of an older deployment has gone (spec §8). */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  return lazy(() =>
    load().catch((err: unknown) => {
      if (reloadOnceForChunkError(window.location.pathname)) return new Promise<never>(() => {});
      throw err;
    }),
  );
}
