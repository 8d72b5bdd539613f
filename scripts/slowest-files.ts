/**
 * A Vitest reporter for CI: at the end of the run, the ten test files that took longest (tests and
 * hooks, plus collecting the file), with their project, so the next slow file is seen when it arrives.
 */
import type { Reporter, TestModule } from 'vitest/node';

export default class SlowestFiles implements Reporter {
  private rows: { name: string; ms: number }[] = [];

  onTestModuleEnd(testModule: TestModule): void {
    const d = testModule.diagnostic();
    this.rows.push({
      name: `${testModule.project.name} ${testModule.relativeModuleId}`,
      ms: d.duration + d.collectDuration,
    });
  }

  onTestRunEnd(): void {
    const top = [...this.rows].sort((a, b) => b.ms - a.ms).slice(0, 10);
    console.log('\nSlowest 10 test files:');
    for (const r of top) console.log(`${(r.ms / 1000).toFixed(1).padStart(7)} s  ${r.name}`);
  }
}
