// Addresses of the servers playwright.config.ts starts for the end-to-end run.

/**
 * The browser of the e2e and the component tests in a browser: Debian's chromium-headless-shell, the old headless
 * mode that Playwright itself runs for headless tests. The full browser's headless mode draws the whole browser and
 * took half as long again per flow on this machine's two cores (docs/decisions/032). scripts/test.mjs and .ci/run
 * install the package and name the same path.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
export const BASE_URL = 'http://localhost:3100';
export const SMTP_SINK_PORT = 3125;
export const SMTP_SINK_HTTP_PORT = 3126;
export const MAIL_SINK_URL = `http://127.0.0.1:${SMTP_SINK_HTTP_PORT}`;
/** Listed in ADMIN_EMAILS of the platform under test. */
export const ADMIN_EMAIL = 'admin@e2e.example.org';
/**
 * Admins that only approve the organisations tests set up. Sign-in links are limited to 5 per address and
 * 15 minutes (docs/security.md), more than one run's approvals: each worker takes turns among its own share (six
 * each for playwright.config.ts's two workers, four each for three).
 */
export const APPROVER_EMAILS = Array.from(
  { length: 12 },
  (_, index) => `approver-${index + 1}@e2e.example.org`,
);

/**
 * A second platform instance on PostgreSQL, started only when TEST_DATABASE_URL is set (CI): specs that must
 * arrange the past (journeys with waiting periods) write dates straight into its database.
 */
export const POSTGRES_BASE_URL = 'http://localhost:3101';
export const E2E_DATABASE_URL = process.env.TEST_DATABASE_URL
  ? (() => {
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = '/cert_e2e';
      return url.toString();
    })()
  : undefined;

/**
 * The PostgreSQL instance's admins: one per journey test, so that two tests signing in at the same time never
 * read each other's link from the shared mail sink (and the PGlite instance's approvers stay its own).
 */
export const POSTGRES_ADMIN_EMAILS = [
  'pg-admin-procurer@e2e.example.org',
  'pg-admin-provider@e2e.example.org',
];
