/** `npm run test:e2e`: the browser tests (expects `npm run build` to have run). */
import { startVitest } from 'vitest/node';

const vitest = await startVitest('test', process.argv.slice(2), {
  config: 'vitest.e2e.config.ts',
  run: true,
  watch: false,
});
const failed = vitest.state.getCountOfFailedTests() > 0 || vitest.state.getFiles().length === 0;
await vitest.close();
// Exit explicitly: a stray handle (browser pipe, server socket) must not keep CI waiting.
process.exit(failed || process.exitCode ? 1 : 0);
