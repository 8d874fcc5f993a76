import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  ADMIN_EMAIL,
  APPROVER_EMAILS,
  BASE_URL,
  CHROMIUM_PATH,
  E2E_DATABASE_URL,
  MAIL_SINK_URL,
  POSTGRES_ADMIN_EMAILS,
  POSTGRES_BASE_URL,
  SMTP_SINK_PORT,
  SMTP_SINK_HTTP_PORT,
} from './e2e/support/env';

// Workers load this file again: they inherit the folder the main process made instead of making their own.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'cert-e2e-'));
// A site configured as an operator configures it (docs/operations.md, "Site configuration"): with the example's
// placeholders no Open Badge is issued. e2e/site-config.spec.ts starts servers of its own with the example.
const SITE_CONFIG = path.resolve(import.meta.dirname, 'apps/api/test/fixtures/site-config.json');

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  workers: 2,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A flaky test fails loudly instead of passing on its second try (docs/decisions/032).
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.tmp/test-reports/e2e.json' }]],
  globalTeardown: './e2e/support/global-teardown.ts',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    headless: true,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // As for someone who asked for less motion: the app then shows dialogs and notices at once, so no check can
    // catch one half faded in (docs/decisions/043-reduced-motion-and-settled-checks.md).
    reducedMotion: 'reduce',
    // A failed test keeps its trace: actions with their timing, console, network and the test's source. No DOM
    // snapshot per action and no screencast: recording them for every test made the longest flows take more than
    // half as long again (docs/decisions/032); the screenshot at the failure and the page diagnostics (fixtures.ts)
    // stay.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium, never a downloaded browser build (CI reaches only the package registries).
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      name: 'smtp-sink',
      command: 'node e2e/support/smtp-sink.mjs',
      url: `${MAIL_SINK_URL}/health`,
      env: { SMTP_SINK_PORT: String(SMTP_SINK_PORT), SMTP_SINK_HTTP_PORT: String(SMTP_SINK_HTTP_PORT) },
      reuseExistingServer: false,
      timeout: 10_000,
    },
    {
      // The README's start path, on an empty data folder: migrations, build check and all.
      name: 'server',
      command: 'node scripts/start.mjs',
      url: `${BASE_URL}/api/health`,
      env: {
        PORT: new URL(BASE_URL).port,
        HOST: 'localhost',
        // e2e/support/fixtures.ts gives every test its own client address through X-Forwarded-For.
        TRUST_PROXY: 'loopback',
        PUBLIC_URL: BASE_URL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
        MAIL_FROM: 'Zertifizierungsplattform <no-reply@e2e.example.org>',
        ADMIN_EMAILS: [ADMIN_EMAIL, ...APPROVER_EMAILS].join(','),
        SITE_CONFIG,
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: false,
      // A first start may still have to build.
      timeout: 240_000,
      stdout: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
    // After the first server (web servers start in order), so the build is done when this one starts.
    ...(E2E_DATABASE_URL
      ? [
          {
            name: 'server-postgres',
            command: 'node e2e/support/fresh-database.mjs && node scripts/start.mjs',
            url: `${POSTGRES_BASE_URL}/api/health`,
            env: {
              PORT: new URL(POSTGRES_BASE_URL).port,
              HOST: 'localhost',
              TRUST_PROXY: 'loopback',
              PUBLIC_URL: POSTGRES_BASE_URL,
              DATABASE_URL: E2E_DATABASE_URL,
              DATA_DIR: `${process.env.E2E_DATA_DIR}-postgres`,
              SMTP_URL: `smtp://127.0.0.1:${SMTP_SINK_PORT}`,
              MAIL_FROM: 'Zertifizierungsplattform <no-reply@e2e.example.org>',
              ADMIN_EMAILS: POSTGRES_ADMIN_EMAILS.join(','),
              SITE_CONFIG,
              LOG_LEVEL: 'warn',
            },
            reuseExistingServer: false,
            timeout: 120_000,
            stdout: 'pipe' as const,
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 10_000 },
          },
        ]
      : []),
  ],
});
