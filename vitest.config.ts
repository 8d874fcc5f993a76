import { defineConfig } from 'vitest/config';

const apiTests = ['apps/api/test/**/*.test.ts'];
const apiProject = (engine: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `api-${engine}`,
    include: apiTests,
    environment: 'node' as const,
    env: { TEST_ENGINE: engine },
  },
});

export default defineConfig({
  test: {
    // Two cores: one PGlite per test file and worker is the memory and CPU budget (ARCHITECTURE.md).
    maxWorkers: 2,
    // Projects inherit these (extends: true): PGlite takes seconds to open on a loaded machine.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'domain', include: ['packages/domain/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup-tests.ts'],
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
