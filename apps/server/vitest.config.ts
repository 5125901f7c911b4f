import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    // Fault tests kill a server process: only PostgreSQL, a separate process, outlives that (PGlite lives inside it).
    exclude: process.env.DATABASE_URL ? [] : ['test/**/*.postgres.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
  },
});
