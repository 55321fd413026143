import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // each file builds its own database; two cores, so keep the pool small
    maxWorkers: 2,
  },
});
