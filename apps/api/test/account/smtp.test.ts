import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magicLinkTokens } from '../../src/db/schema';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { TestBrowser } from '../helpers/browser';
import { readOutbox } from '../helpers/outbox';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

describe('mail over SMTP, and a failing mail server', () => {
  let t: TestContext;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      SMTP_URL: sink.url,
      MAIL_FROM: 'Plattform <noreply@programm.example>',
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  async function requestLink(email: string) {
    const browser = new TestBrowser(t.app);
    await browser.ensureCsrf();
    return browser.post('/api/auth/magic-link', { email });
  }

  it('delivers the sign-in mail through SMTP_URL and writes nothing to the outbox', async () => {
    const res = await requestLink('smtp@amt.example');
    expect(res.statusCode).toBe(204);
    expect(sink.received).toHaveLength(1);
    expect(sink.received[0]?.to).toEqual(['smtp@amt.example']);
    expect(sink.received[0]?.raw).toContain('From: Plattform <noreply@programm.example>');
    expect(sink.received[0]?.raw).toMatch(/login\/redirect\?token=/);
    expect(readOutbox(t.dataDir)).toHaveLength(0);
  });

  it('answers exactly as on success when the mail server is unreachable', async () => {
    const delivered = await requestLink('zugestellt@amt.example');
    await sink.close();
    const failed = await requestLink('nicht-zugestellt@amt.example');
    expect(failed.statusCode).toBe(delivered.statusCode);
    expect(failed.body).toBe(delivered.body);
    // The same cookie names the asking browser either way (docs/security.md 46).
    expect(failed.cookies.map((cookie) => cookie.name)).toEqual(
      delivered.cookies.map((cookie) => cookie.name),
    );
    expect(sink.received.map((mail) => mail.to[0])).not.toContain('nicht-zugestellt@amt.example');
    // The token exists; the user simply asks again once mail works.
    const rows = await t.database.db
      .select()
      .from(magicLinkTokens)
      .where(eq(magicLinkTokens.email, 'nicht-zugestellt@amt.example'));
    expect(rows).toHaveLength(1);
  });
});
