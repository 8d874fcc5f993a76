import { defineConfig } from 'vitest/config';

const apiTests = ['apps/api/test/**/*.test.ts'];

export default defineConfig({
  test: {
    // Two cores: one PGlite per test file and worker is the memory and CPU budget (ARCHITECTURE.md).
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      { test: { name: 'domain', include: ['packages/domain/**/*.test.ts'], environment: 'node' } },
      {
        resolve: { alias: { '@': new URL('./apps/web/src', import.meta.url).pathname } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup-tests.ts'],
        },
      },
      {
        test: { name: 'api-pglite', include: apiTests, environment: 'node', env: { TEST_ENGINE: 'pglite' } },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'api-postgres',
                include: apiTests,
                environment: 'node',
                env: { TEST_ENGINE: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
