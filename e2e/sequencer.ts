import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The sweeps take longest (every route in several looks, every console screen): they start first,
 * so that no worker is left running one alone at the end. Vitest's own order is by the last run's
 * durations, which a fresh clone (CI) does not have, and then by file size.
 */
const FIRST = ['a11y-mobile', 'a11y-desktop', 'console', 'console-community', 'app', 'narrow'];

const rank = (spec: TestSpecification) => {
  const name = /([^/]+)\.e2e\.test\.ts$/.exec(spec.moduleId)?.[1] ?? '';
  const at = FIRST.indexOf(name);
  return at === -1 ? FIRST.length : at;
};

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
