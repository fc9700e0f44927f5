import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Suites over all 24,000 real cards take 2 s on an idle 2-core machine and three times that
    // on a busy one; vitest's default of 5 s failed them there.
    testTimeout: 30_000,
    reporters: ['default', './test/support/summary-reporter.ts'],
  },
});
