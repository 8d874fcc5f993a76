import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { DatabaseHandle } from '../../src/db/client';
import { createTestDatabase } from '../helpers/database';

export type LogLine = Record<string, unknown> & { reqId?: string; msg?: string };

export type LoggedApp = {
  app: App;
  database: DatabaseHandle;
  dataDir: string;
  /** Every line the logger wrote, as written. */
  raw: string[];
  /** The lines parsed as JSON (a line that is not JSON fails the parse, and so the test). */
  lines(): LogLine[];
  close(): Promise<void>;
};

/**
 * The real app as production runs it: logging at info into a collector instead of stdout, and mail over SMTP to
 * a local server (the development outbox would log the sign-in link on purpose). The server files every mail
 * it receives into dataDir/outbox, so the helpers that read sign-in links from there work unchanged. A one-file
 * SPA build is served, so its routes have request ids too.
 */
export async function createLoggedApp(
  extend?: (app: App) => void | Promise<void>,
  env: Record<string, string> = {},
): Promise<LoggedApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cert-log-test-'));
  const outbox = path.join(dataDir, 'outbox');
  mkdirSync(outbox);
  const webDistDir = path.join(dataDir, 'web-dist');
  mkdirSync(webDistDir);
  writeFileSync(
    path.join(webDistDir, 'index.html'),
    '<!doctype html><html><head><title>Test</title></head><body><div id="root"></div></body></html>',
  );

  let received = 0;
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const name = `${String(++received).padStart(6, '0')}.eml`;
        writeFileSync(path.join(outbox, name), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;

  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    LOG_LEVEL: 'info',
    ...env,
  });
  const raw: string[] = [];
  const database = await createTestDatabase();
  const app = await buildApp(config, {
    database,
    webDistDir,
    logStream: { write: (line) => raw.push(line) },
  });
  await extend?.(app);
  await app.ready();
  return {
    app,
    database,
    dataDir,
    raw,
    lines: () => raw.map((line) => JSON.parse(line) as LogLine),
    async close() {
      await app.close();
      await database.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
