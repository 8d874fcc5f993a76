import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type App, type AppDependencies } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import type { Clock } from '../../src/lib/clock';
import { createTestDatabase } from './database';

/** The complete site configuration the operations guide shows (docs/examples), with its example people and domains. */
export const DOCUMENTED_SITE_CONFIG = path.resolve(
  import.meta.dirname,
  '../../../../docs/examples/site-config.json',
);

/**
 * That example as an operator fills it in (every value their own: people, address, telephone numbers, dates), which a
 * production start accepts (docs/security.md 42 and 50): tests run as a configured platform.
 */
export const CONFIGURED_SITE_CONFIG = path.resolve(import.meta.dirname, '../fixtures/site-config.json');

/** A clock the test moves by hand. */
export class FakeClock implements Clock {
  constructor(private current = new Date('2026-11-21T10:00:00Z')) {}
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export type TestContext = {
  app: App;
  config: Config;
  database: DatabaseHandle;
  clock: FakeClock;
  dataDir: string;
  close(): Promise<void>;
};

/**
 * The real app on a fresh database of the engine under test, with a temporary data folder
 * (its outbox holds the mails). Call close() in afterAll. `options.auth` overrides lifetimes and rate limits, `options.workshop` the upload check's budget, `options.organization` the invitation limits,
 * `options.random` the source of the peer figures' noise (a seeded one draws what a test can draw again);
 * `options.extend` may register test-only routes (e.g. probes behind app hooks) before the app is ready;
 * `options.onRoute` is told of every route as it is registered; `options.spaIndexHtml` serves a built SPA made of
 * just that index.html (otherwise there is none, and its routes are not registered); with `options.logStream` the
 * app logs as in production (at the config's LOG_LEVEL) into it, otherwise not at all.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<
    AppDependencies,
    'auth' | 'onRoute' | 'logStream' | 'workshop' | 'organization' | 'random'
  > & {
    extend?: (app: App) => void | Promise<void>;
    spaIndexHtml?: string;
  } = {},
): Promise<TestContext> {
  const { extend, spaIndexHtml, ...deps } = options;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cert-test-'));
  const webDistDir = path.join(dataDir, spaIndexHtml === undefined ? 'no-spa' : 'web-dist');
  if (spaIndexHtml !== undefined) {
    mkdirSync(webDistDir);
    writeFileSync(path.join(webDistDir, 'index.html'), spaIndexHtml);
  }
  // A production start (https) needs a credential key file; every test app has one of its own.
  const credentialKey = path.join(dataDir, 'test-credential-key.pem');
  writeFileSync(
    credentialKey,
    generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }),
  );
  const config = loadConfig({
    DATA_DIR: dataDir,
    CREDENTIAL_KEY_FILE: credentialKey,
    PUBLIC_URL: 'http://localhost:3000',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    LOG_LEVEL: 'silent',
    SITE_CONFIG: CONFIGURED_SITE_CONFIG,
    ...env,
  });
  const database = await createTestDatabase();
  const clock = new FakeClock();
  const app = await buildApp(config, {
    ...deps,
    database,
    clock,
    logger: deps.logStream !== undefined,
    webDistDir,
  });
  await extend?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    clock,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** For beforeAll(createTestApp): opening PGlite takes seconds, more on a busy machine. */
export const SETUP_TIMEOUT_MS = 60_000;
