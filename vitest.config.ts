import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Unit tests run on fixtures and single sources; the whole corpus runs once, in tests/integration/.
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    testTimeout: 60_000,
    // Both cores: the corpus test (half the run) in one worker, everything else in the other.
    maxWorkers: 2,
  },
});
