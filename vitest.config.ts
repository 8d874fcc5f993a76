import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { CHROMIUM_PATH } from './e2e/support/env';

const apiTests = ['apps/api/test/**/*.test.ts'];
/**
 * The API tests that also run on PGlite (docs/decisions/032-one-engine-per-test.md): what could differ between the
 * embedded engine and PostgreSQL. Every API test runs on PostgreSQL, the production engine; every e2e flow starts
 * the embedded default.
 */
const engineContract = [
  // The database image with its migrations, PGlite's own thread. (The data migrations' tests run on PostgreSQL: the
  // same SQL, and every run's image applies every migration on PGlite.)
  'apps/api/test/db/image.test.ts',
  'apps/api/test/db/pglite-in-worker.test.ts',
  // Updates in place (HOT) and optimistic concurrency under parallel saves: one save path for every kind of
  // document (docs/decisions/053), so the questionnaire's file stands for the case study's here.
  'apps/api/test/questionnaire/hot-saves.test.ts',
  'apps/api/test/questionnaire/robustness.test.ts',
  // Atomic consumption (UPDATE … RETURNING) under concurrency, refresh rotation, ON CONFLICT counters.
  'apps/api/test/account/magic-link.test.ts',
  'apps/api/test/account/session.test.ts',
  'apps/api/test/account/rate-limit.test.ts',
  // Conditional updates of concurrent decisions, and what the API says while the database is gone.
  'apps/api/test/organization/decisions.test.ts',
  'apps/api/test/ready.test.ts',
  // Claiming due mails with FOR UPDATE SKIP LOCKED and a lease (docs/decisions/063-mail-outbox.md).
  'apps/api/test/mail/outbox.test.ts',
  // The insights' SQL (percentile_cont, DISTINCT ON, the peers' recursive CTE and advisory lock) is not repeated
  // here: the e2e flows of the overview and the peer comparison run it on the embedded engine (the e2e server's
  // default), and one PGlite per file made these two files an eighth of its time.
];
const apiProject = (engine: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: engine === 'postgres' ? 'api' : 'api-pglite',
    include: engine === 'postgres' ? apiTests : engineContract,
    environment: 'node' as const,
    env: { TEST_ENGINE: engine },
    // The files of a worker share their modules (the app, drizzle, pdf-lib) instead of importing them anew each:
    // every file builds its own app on its own database, and no API test replaces a module (docs/decisions/032).
    isolate: false,
    globalSetup: [
      engine === 'pglite'
        ? 'apps/api/test/helpers/database-image-setup.ts'
        : 'apps/api/test/helpers/postgres-template-setup.ts',
    ],
  },
});

const webAlias = { '@': decodeURIComponent(new URL('./apps/web/src', import.meta.url).pathname) };
// Component tests that need a real browser (keyboard, focus, layout): Debian's headless Chromium, as for e2e.
const browserTests = ['apps/web/src/**/*.browser.test.tsx'];
// Tests that need the app's modules as a first visit loads them: hydration compares the prerender with a first
// render, which lazy route modules already loaded by another file would change; the cookie banner's and the sign-in
// link's tests drive stores that live as long as their module (an open dialog, a verification under way).
const freshModuleTests = [
  'apps/web/src/app/__tests__/hydration.test.tsx',
  'apps/web/src/features/consent/__tests__/cookie-consent.test.tsx',
  'apps/web/src/features/auth/components/__tests__/login-redirect-screen.test.tsx',
];
// One file, one server: a server started per file lengthened the end of every run (docs/decisions/032).
const latencyTests = ['apps/api/test-system/hostile-requests.test.ts'];
// B13's one-minute soak mostly waits (for its minute, then for the outbox to drain): a project of its own, which
// npm test runs beside the web and API tests instead of on the system stage's critical path (scripts/test.mjs).
const soakTests = ['apps/api/test-system/soak.test.ts'];
// The benchmarks' toy runs judge no figure: a project of its own, beside the system files. Beside the end-to-end flows
// under the idle scheduling policy, a toy's server starved past its 5 s database connect and failed a run.
const benchToyTests = ['apps/api/test-system/bench-toys.test.ts'];

/**
 * The files that take longest, in that order (measured in CI runs, docs/decisions/032). Vitest runs the files of a
 * fresh checkout largest first, and these are small files: started last, one of them kept a worker busy for half a
 * minute while the other had nothing left to do. Started first, they run beside the short ones.
 */
const longestFirst = [
  'apps/api/test-system/faults-pglite.test.ts',
  'apps/api/test-system/demo-data.test.ts',
  'apps/api/test/db/image.test.ts',
  'apps/api/test/authorization/matrix.test.ts',
  'apps/web/src/features/questionnaires/__tests__/questionnaire-screen.test.tsx',
  'apps/api/test/db/pglite-in-worker.test.ts',
  'apps/api/test-system/faults-postgres.test.ts',
  // Started after the short system files, the restore drill ran on alone for 20 s.
  'apps/api/test-system/restore-drill.test.ts',
  'apps/api/test-system/postgres-restart.test.ts',
  'apps/api/test-system/node-24.test.ts',
  'apps/api/test/workshop/upload.test.ts',
  'apps/api/test/ready.test.ts',
  // Claiming due mails with FOR UPDATE SKIP LOCKED and a lease (docs/decisions/063-mail-outbox.md).
  'apps/api/test/mail/outbox.test.ts',
];

class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) => {
      const at = longestFirst.findIndex((known) => file.moduleId.endsWith(known));
      return at === -1 ? longestFirst.length : at;
    };
    // A worker serves one project: switching to another imports the app anew. The engine contract's files go first,
    // so that each worker switches once (to the PostgreSQL files), not at every PGlite file sorted among them.
    const engineFirst = (file: TestSpecification) => (file.project.name === 'api-pglite' ? 0 : 1);
    // Stable: within a group (sequence.groupOrder) the known long files first, the rest in Vitest's order.
    return (await super.sort(files)).toSorted(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        engineFirst(a) - engineFirst(b) ||
        rank(a) - rank(b),
    );
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirstSequencer },
    // Two cores: one PGlite per test file and worker is the memory and CPU budget.
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
        resolve: { alias: webAlias },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, ...browserTests, ...freshModuleTests],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup-tests.ts'],
          // The files of a worker share their modules instead of loading React, Mantine and jsdom's world anew each
          // (a third of the time); setup-tests.ts clears what a file leaves behind (docs/decisions/032).
          isolate: false,
        },
      },
      {
        extends: true,
        resolve: { alias: webAlias },
        test: {
          name: 'web-isolated',
          include: freshModuleTests,
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup-tests.ts'],
        },
      },
      {
        extends: true,
        resolve: { alias: webAlias },
        // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page, which can load a
        // second copy of React into the running test ("Invalid hook call").
        optimizeDeps: {
          include: [
            'react',
            'react/jsx-dev-runtime',
            'react-dom',
            'react-dom/client',
            '@mantine/core',
            '@mantine/dates',
            '@mantine/hooks',
            'dayjs',
            'dayjs/locale/de',
            '@testing-library/react',
            'axe-core',
          ],
        },
        test: {
          name: 'web-browser',
          include: browserTests,
          // expect.element retries up to 2 s (room for popover transitions on a loaded 2-core machine). Without
          // the provider's actionTimeout below it would wait for the rest of testTimeout (20 s) before failing.
          expect: { poll: { timeout: 2_000 } },
          setupFiles: ['apps/web/src/testing/setup-browser-tests.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              actionTimeout: 5_000,
              // As in e2e: no test can observe a transition (docs/decisions/043-reduced-motion-and-settled-checks.md).
              contextOptions: { reducedMotion: 'reduce' },
              launchOptions: {
                executablePath: CHROMIUM_PATH,
                args: [
                  '--no-sandbox',
                  '--disable-gpu',
                  '--disable-quic',
                  '--no-first-run',
                  '--disable-background-networking',
                  '--disable-component-update',
                  '--disable-sync',
                ],
              },
            }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
          },
        },
      },
      apiProject('postgres'),
      apiProject('pglite'),
      {
        extends: true,
        // Real processes (the built API, nginx, PostgreSQL clusters) killed and restarted: after every other
        // project (groupOrder). Their outcomes do not depend on timing: a kill is placed by a lock or a byte count,
        // or spread over the measured duration with all-or-nothing expected either way.
        test: {
          name: 'system',
          include: ['apps/api/test-system/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...latencyTests, ...soakTests, ...benchToyTests],
          environment: 'node' as const,
          // Three files side by side: they mostly wait for the processes they start and kill. A project's own
          // setting: the run's --maxWorkers does not reach a project that inherits the root's two.
          maxWorkers: 3,
          sequence: { groupOrder: 1 },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'soak',
          include: soakTests,
          environment: 'node' as const,
          sequence: { groupOrder: 1 },
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'bench-toys',
          include: benchToyTests,
          environment: 'node' as const,
          sequence: { groupOrder: 1 },
          // As the system project's: Vitest runs projects of one group order with one worker count.
          maxWorkers: 3,
          // Three toys at a time: each starts a server (B8 and B12 a browser too) beside the system files' own.
          maxConcurrency: 3,
          // A bound on a hang, not on a toy's speed on a busy machine.
          testTimeout: 300_000,
        },
      },
      {
        extends: true,
        // A bound on latency (docs/security.md 32) is measured last and alone, on a machine that runs nothing else.
        test: {
          name: 'system-latency',
          include: latencyTests,
          environment: 'node' as const,
          fileParallelism: false,
          sequence: { groupOrder: 2 },
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
