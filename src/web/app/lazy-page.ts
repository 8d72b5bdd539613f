import { lazy, type ComponentType } from 'react';
import { reloadOnceForChunkError } from './build-check.ts';

/** The features' English texts the first load leaves out (i18n/page-texts-en-us.ts; decision 121). */
const pageTexts = () => import('../i18n/page-texts-i18n.ts');

/**
 * React.lazy that reloads once when a chunk of an older deployment has gone (spec §8). A page renders
 * once its chunk and the features' English texts have both arrived; `withTexts: false` for the home
 * page, whose texts come with the first load.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, withTexts = true) {
  return lazy(() =>
    Promise.all([load(), withTexts ? pageTexts() : undefined])
      .then(([page]) => page)
      .catch((err: unknown) => {
        if (reloadOnceForChunkError(window.location.pathname)) return new Promise<never>(() => {});
        throw err;
      }),
  );
}
