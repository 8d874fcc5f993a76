import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { App } from '../../src/app';
import { createTestApp, type TestContext } from '../helpers/app';
import { startSmtpSink } from '../helpers/smtp-sink';

export type LogLine = Record<string, unknown> & { reqId?: string; msg?: string };

export type LoggedApp = TestContext & {
  /** Every line the logger wrote, as written. */
  raw: string[];
  /** The lines parsed as JSON (a line that is not JSON fails the parse, and so the test). */
  lines(): LogLine[];
};

/**
 * The real app as production runs it: logging at info into a collector instead of stdout, and mail over SMTP to
 * a local server (the development outbox would log the sign-in link on purpose). Every mail the server receives is
 * filed into dataDir/outbox, so the helpers that read sign-in links from there work unchanged. A one-file SPA build
 * is served, so its routes have request ids too.
 */
export async function createLoggedApp(
  extend?: (app: App) => void | Promise<void>,
  env: Record<string, string> = {},
): Promise<LoggedApp> {
  // Mails arrive only from requests, so after `t` below is set.
  const sink = await startSmtpSink((mail) => {
    const outbox = path.join(t.dataDir, 'outbox');
    mkdirSync(outbox, { recursive: true });
    const name = `${String(sink.received.length).padStart(6, '0')}.eml`;
    writeFileSync(path.join(outbox, name), mail.raw);
  });
  const raw: string[] = [];
  const t = await createTestApp(
    { SMTP_URL: sink.url, LOG_LEVEL: 'info', ...env },
    {
      extend,
      logStream: { write: (line) => raw.push(line) },
      spaIndexHtml:
        '<!doctype html><html><head><title>Test</title></head><body><div id="root"></div></body></html>',
    },
  );
  return {
    ...t,
    raw,
    lines: () => raw.map((line) => JSON.parse(line) as LogLine),
    async close() {
      await t.close();
      await sink.close();
    },
  };
}
