import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The order test files start in, for Vitest's `sequence.sequencer`. Vitest's own order is by the
 * last run's durations, which a fresh clone (CI) does not have, then by file size, one project after
 * another. Here the files named in `first` (the longest, by their base name) start first within
 * their project, so that no worker is left running one alone at the end. Projects still run one after
 * the other: taking turns between them made each worker load the app again (a project's workers
 * differ in their environment), which cost more than the mix saved.
 */
export function longestFirst(first: readonly string[]) {
  const rank = (spec: TestSpecification) => {
    const name = /([^/]+?)(\.e2e)?\.test\.tsx?$/.exec(spec.moduleId)?.[1] ?? '';
    const at = first.indexOf(name);
    return at === -1 ? first.length : at;
  };
  return class LongestFirst extends BaseSequencer {
    override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
      // Within a project the named files go first; projects keep Vitest's order.
      const sorted = await super.sort(files);
      const projects = [...new Set(sorted.map((s) => s.project.name))];
      const project = (s: TestSpecification) => projects.indexOf(s.project.name);
      return sorted.sort((a, b) => project(a) - project(b) || rank(a) - rank(b));
    }
  };
}
