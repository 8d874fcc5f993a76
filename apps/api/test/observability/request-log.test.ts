import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TIMEOUT_MS } from '../helpers/app';
import { signIn, TestBrowser } from '../helpers/browser';
import { latestSignInToken } from '../helpers/outbox';
import { createLoggedApp, type LoggedApp, type LogLine } from './logged-app';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request ids and the request log', () => {
  let t: LoggedApp;
  beforeAll(async () => {
    t = await createLoggedApp((app) => {
      // A server failure whose error carries personal data: the failed query's parameter and the database's
      // message both name the address from the request body.
      app.post('/api/test/failing-query', async (request) => {
        const { email } = request.body as { email: string };
        await app.db.execute(sql`select ${email}::int`);
        return {};
      });
      // Code that logs an error without a message of its own: pino would copy the error's message.
      app.post('/api/test/logged-error', async (request) => {
        const { email } = request.body as { email: string };
        request.log.error(new Error(`Zustellung an ${email} abgelehnt`));
        request.log.warn({ err: new Error(`Adresse ${email} unbekannt`) });
        return {};
      });
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t?.close());

  const idOf = (res: LightMyRequestResponse) => {
    const id = res.headers['x-request-id'];
    expect(typeof id).toBe('string');
    return id as string;
  };
  const linesOf = (reqId: string) => t.lines().filter((line) => line.reqId === reqId);
  const completedLine = (res: LightMyRequestResponse): LogLine => {
    const lines = linesOf(idOf(res)).filter((line) => line.msg === 'request completed');
    expect(lines).toHaveLength(1);
    return lines[0]!;
  };

  it('writes one line per request with its id, method, route pattern, status and time, and no personal data', async () => {
    const email = 'erika.protokoll@amt.example';
    const userAgent = 'Mozilla/5.0 (X11; Linux) ProtokollTestAgent/1.0';
    const { browser } = await signIn(t, email, { browser: new TestBrowser(t.app) });
    const token = latestSignInToken(t.dataDir, email);
    const organizationId = randomUUID();
    const headers = { 'user-agent': userAgent };

    const health = await browser.get(`/api/health?email=${encodeURIComponent(email)}&token=${token}`, {
      headers,
    });
    const organization = await browser.get(`/api/organization/${organizationId}`, { headers });
    const unknown = await browser.get(`/api/unbekannt/${email}?token=${token}`, { headers });
    const failure = await t.app.inject({
      method: 'POST',
      url: '/api/test/failing-query',
      payload: { email },
      headers: { ...headers, cookie: browser.cookieHeader() },
    });
    expect([health.statusCode, organization.statusCode, unknown.statusCode, failure.statusCode]).toEqual([
      200, 404, 404, 500,
    ]);

    // Every line is JSON; each finished request has exactly one line with these fields.
    const lines = t.lines();
    const completed = lines.filter((line) => line.msg === 'request completed');
    expect(completed).toHaveLength(7); // csrf, magic-link, verify, and the four above
    expect(lines.filter((line) => line.msg === 'incoming request')).toEqual([]);
    for (const line of completed) {
      expect(line).toMatchObject({
        reqId: expect.any(String),
        method: expect.any(String),
        route: expect.any(String),
        statusCode: expect.any(Number),
        responseTime: expect.any(Number),
      });
    }
    expect(completedLine(health)).toMatchObject({ method: 'GET', route: '/api/health', statusCode: 200 });
    expect(completedLine(health)).not.toHaveProperty('path');
    expect(completedLine(organization)).toMatchObject({ route: '/api/organization/:id', statusCode: 404 });
    expect(completedLine(unknown)).toMatchObject({
      route: 'unmatched',
      path: '/api/unbekannt/[email]',
      statusCode: 404,
    });
    expect(completedLine(failure)).toMatchObject({
      method: 'POST',
      route: '/api/test/failing-query',
      statusCode: 500,
    });

    // The failure is logged with its id and the error's type and SQL, without the parameter or the body.
    const failed = linesOf(idOf(failure)).find((line) => line.msg === 'request failed');
    const err = failed?.err as Record<string, unknown> | undefined;
    expect(err).toMatchObject({
      type: 'DrizzleQueryError',
      message: expect.stringContaining('select $1::int'),
    });
    expect(Object.keys(err!).sort()).toEqual(['cause', 'message', 'stack', 'type']);
    expect(err?.cause).toMatchObject({ code: '22P02' });

    const written = t.raw.join('');
    const secrets = [
      email,
      encodeURIComponent(email),
      token,
      organizationId,
      userAgent,
      'ProtokollTestAgent',
      browser.ip,
      '127.0.0.1',
      'remoteAddress',
      'remotePort',
      'hostname',
      'email=',
      'token=',
      ...[...browser.cookies.values()].filter((value) => value.length >= 16),
    ];
    for (const secret of secrets) expect(written).not.toContain(secret);
  });

  it('redacts addresses in the message pino copies from a logged error', async () => {
    const email = 'zustellung@amt.example';
    const res = await t.app.inject({ method: 'POST', url: '/api/test/logged-error', payload: { email } });
    expect(res.statusCode).toBe(200);
    const messages = linesOf(idOf(res)).map((line) => line.msg);
    expect(messages).toEqual([
      'Zustellung an [email] abgelehnt',
      'Adresse [email] unbekannt',
      'request completed',
    ]);
    expect(t.raw.join('')).not.toContain(email);
  });

  it('keeps a safe X-Request-Id from a reverse proxy and replaces any other', async () => {
    const proxied = 'nginx-0123456789abcdef.ID_42';
    const kept = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': proxied } });
    expect(idOf(kept)).toBe(proxied);
    expect(completedLine(kept).route).toBe('/api/health');

    const hostile = ['zwei Wörter', 'a'.repeat(65), 'line\u000bbreak', 'x";drop', '', 'a, b'];
    for (const incoming of hostile) {
      const res = await t.app.inject({ url: '/api/health', headers: { 'x-request-id': incoming } });
      const id = idOf(res);
      expect(id).toMatch(uuidPattern);
      expect(completedLine(res).reqId).toBe(id);
    }
    const fresh = await t.app.inject({ url: '/api/health' });
    expect(idOf(fresh)).toMatch(uuidPattern);
    expect(idOf(fresh)).not.toBe(idOf(await t.app.inject({ url: '/api/health' })));
  });

  it('answers the id on SPA pages, static files, not-found and error answers alike', async () => {
    const page = await t.app.inject({ url: '/organisation/neu?email=x%40y.example' });
    const file = await t.app.inject({ url: '/index.html' });
    const notFound = await t.app.inject({ url: '/api/gibt-es-nicht' });
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/api/test/failing-query',
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect([page.statusCode, file.statusCode, notFound.statusCode, badJson.statusCode]).toEqual([
      200, 200, 404, 400,
    ]);
    expect(completedLine(page)).toMatchObject({ route: '/*', path: '/organisation/neu', statusCode: 200 });
    expect(completedLine(file)).toMatchObject({ route: '/index.html', statusCode: 200 });
    expect(completedLine(notFound)).toMatchObject({ route: 'unmatched', path: '/api/gibt-es-nicht' });
    expect(completedLine(badJson)).toMatchObject({ route: '/api/test/failing-query', statusCode: 400 });
    expect(t.raw.join('')).not.toContain('x%40y.example');
  });
});
