import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Suites over the whole card data (11 MB, 23,737 cards) take several seconds on a busy machine.
    testTimeout: 60_000,
    reporters: ['default', './test/support/summary-reporter.ts'],
  },
});
