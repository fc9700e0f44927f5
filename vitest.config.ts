import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // The card-data suites read all 23,737 cards; on a busy 2-core machine that passes 5 s.
    testTimeout: 30_000,
    reporters: ['default', './test/support/summary-reporter.ts'],
  },
});
