import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magicLinkTokens } from '../../src/db/schema';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { TestBrowser } from '../helpers/browser';
import { readOutbox } from '../helpers/outbox';

type Received = { to: string[]; raw: string };

describe('mail over SMTP, and a failing mail server', () => {
  let t: TestContext;
  let server: SMTPServer;
  const received: Received[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Plattform <noreply@programm.example>',
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) =>
      server.server.listening ? server.close(() => resolve()) : resolve(),
    );
  });

  async function requestLink(email: string) {
    const browser = new TestBrowser(t.app);
    await browser.ensureCsrf();
    return browser.post('/api/auth/magic-link', { email });
  }

  it('delivers the sign-in mail through SMTP_URL and writes nothing to the outbox', async () => {
    const res = await requestLink('smtp@amt.example');
    expect(res.statusCode).toBe(204);
    expect(received).toHaveLength(1);
    expect(received[0]?.to).toEqual(['smtp@amt.example']);
    expect(received[0]?.raw).toContain('From: Plattform <noreply@programm.example>');
    expect(received[0]?.raw).toMatch(/login\/redirect\?token=/);
    expect(readOutbox(t.dataDir)).toHaveLength(0);
  });

  it('answers exactly as on success when the mail server is unreachable', async () => {
    const delivered = await requestLink('zugestellt@amt.example');
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const failed = await requestLink('nicht-zugestellt@amt.example');
    expect(failed.statusCode).toBe(delivered.statusCode);
    expect(failed.body).toBe(delivered.body);
    expect(failed.headers['set-cookie']).toBeUndefined();
    expect(received.map((mail) => mail.to[0])).not.toContain('nicht-zugestellt@amt.example');
    // The token exists; the user simply asks again once mail works.
    const rows = await t.database.db
      .select()
      .from(magicLinkTokens)
      .where(eq(magicLinkTokens.email, 'nicht-zugestellt@amt.example'));
    expect(rows).toHaveLength(1);
  });
});
