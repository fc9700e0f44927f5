import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // dist/ built once, before any test runs the CLI or packs the package.
    globalSetup: ['./test/support/build-once.ts'],
    // Suites over the whole card data (11 MB, 23,737 cards) take several seconds on a busy machine.
    testTimeout: 60_000,
    // Test files share a worker's module cache: importing the engine again for each of 430 files
    // took over half of the run (200 of 380 s). The engine is pure and keeps no state between
    // calls; the CLI tests that spy on streams or stub variables restore them after each test.
    isolate: false,
    // CI sets CI=true, which makes picocolors colour its output; the CLI tests read plain text.
    env: { NO_COLOR: '1' },
    reporters: ['default', './test/support/summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: { name: 'all', include: ['test/**/*.test.ts'], exclude: ['test/browser/speed.test.ts'] },
      },
      // The playground's speed figures (issue 16), after every other file (groupOrder), so that
      // they are taken with the browser alone on the machine, not beside 400 test files.
      {
        extends: true,
        test: { name: 'speed', include: ['test/browser/speed.test.ts'], sequence: { groupOrder: 1 } },
      },
    ],
  },
});
