// docs/security.md 27: two API instances behind nginx on one PostgreSQL. A session started on one works on the other;
// the sign-in rate limits and the single use of sign-in links hold across both (issue 9, ADR 019).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode } from '@cert/domain';
import { defaultAuthSettings } from '../src/modules/account/settings';
import { latestSignInToken } from '../test/helpers/outbox';
import {
  freePort,
  killAllApis,
  requireBuiltApi,
  sleep,
  startApi,
  type ApiServer,
} from './support/api-server';
import { Browser, signIn } from './support/browser';
import { nginxBinary, noNginxReason, startNginx, type Nginx } from './support/nginx';
import { createDatabase, noPostgresReason, serverUrl, type TestDatabase } from './support/postgres';

const skipReason = !serverUrl ? noPostgresReason : !existsSync(nginxBinary) ? noNginxReason : undefined;
if (skipReason) console.warn(`two-instances.test.ts: ${skipReason}`);

describe.skipIf(skipReason !== undefined)('two API instances behind nginx on one PostgreSQL', () => {
  let database: TestDatabase;
  let dataDir: string;
  let a: ApiServer;
  let b: ApiServer;
  let nginx: Nginx;
  let counter = 0;
  /** A fresh address per sign-in, so that no test spends another's per-address budget. */
  const email = (name: string) => `${name}.${++counter}@zwei-instanzen.example`;
  const upstreamOf = (reply: { headers: Headers }) => reply.headers.get('x-upstream');

  beforeAll(async () => {
    requireBuiltApi();
    database = await createDatabase(serverUrl!);
    // One outbox for both instances: the mail of a sign-in requested on one is read like any other.
    dataDir = mkdtempSync(path.join(tmpdir(), 'system-two-'));
    const [nginxPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
    const publicUrl = `http://127.0.0.1:${nginxPort}`;
    const shared = {
      dataDir,
      databaseUrl: database.url,
      publicUrl,
      // info: the request lines, to find nginx's request id in them.
      env: { TRUST_PROXY: 'loopback', LOG_LEVEL: 'info' },
    };
    // At the same moment on the empty database: the migrations must run once, not race (ADR 019).
    [a, b] = await Promise.all([startApi({ ...shared, port: portA }), startApi({ ...shared, port: portB })]);
    nginx = await startNginx(nginxPort, [`127.0.0.1:${portA}`, `127.0.0.1:${portB}`]);
  }, 120_000);

  afterAll(async () => {
    await nginx?.stop();
    await killAllApis();
    await database?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('nginx sends consecutive requests to the two instances in turn', async () => {
    const seen: Array<string | null> = [];
    for (let i = 0; i < 6; i++) seen.push(upstreamOf(await fetch(`${nginx.base}/api/health`)));
    expect(new Set(seen)).toEqual(new Set([`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`]));
    for (let i = 1; i < seen.length; i++) expect(seen[i]).not.toBe(seen[i - 1]);
  });

  it('the answering instance logs its request under the id nginx generated (one id in both logs)', async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${nginx.base}/api/auth/csrf`);
      // nginx's own header, and the instance's echo of the id it kept (if it sends one): the same 32 hex digits.
      const [id = '', ...echoed] = (res.headers.get('x-request-id') ?? '').split(', ');
      expect(id).toMatch(/^[0-9a-f]{32}$/);
      for (const other of echoed) expect(other).toBe(id);
      const instance = upstreamOf(res) === `127.0.0.1:${a.port}` ? a : b;
      for (let waited = 0; !instance.log().includes(`"reqId":"${id}"`) && waited < 5_000; waited += 50) {
        await sleep(50);
      }
      expect(instance.log()).toContain(`"reqId":"${id}"`);
    }
  });

  it('a sign-in requested on A and verified on B gives a session both accept, for reads and CSRF-checked writes', async () => {
    const browser = new Browser(nginx.base);
    const address = email('erika');
    await signIn(browser, dataDir, address, { requestAt: a.base, verifyAt: b.base });

    for (const instance of [a, b]) {
      const me = await browser.get('/api/user/me', instance.base);
      expect(me.status).toBe(200);
      expect(me.body).toMatchObject({ email: address });
    }
    // The CSRF token was issued by B at sign-in; the write goes to A, and then through nginx to both in turn.
    const profile = { firstName: 'Erika', lastName: 'Beispiel', phoneNumber: '030 123456' };
    expect((await browser.put('/api/user/me', profile, a.base)).status).toBe(200);
    const upstreams = new Set<string | null>();
    for (let i = 0; i < 2; i++) {
      const saved = await browser.put('/api/user/me', { ...profile, lastName: `Beispiel ${i}` });
      expect(saved.status).toBe(200);
      upstreams.add(upstreamOf(saved));
    }
    expect(upstreams.size).toBe(2);
    expect(await browser.get('/api/user/me', b.base)).toMatchObject({
      status: 200,
      body: { lastName: 'Beispiel 1' },
    });
  });

  it('B refreshes a session started on A; the new tokens work on A', async () => {
    const browser = new Browser(nginx.base);
    await signIn(browser, dataDir, email('refresh'), { requestAt: a.base, verifyAt: a.base });
    const before = browser.snapshot();

    expect((await browser.post('/api/auth/refresh', undefined, b.base)).status).toBe(204);
    expect(browser.cookies.get('access_token')).not.toBe(before.cookies.get('access_token'));
    expect(browser.cookies.get('refresh_token')).not.toBe(before.cookies.get('refresh_token'));
    expect((await browser.get('/api/user/me', a.base)).status).toBe(200);
    // Rotation is shared state: the next refresh, on A, takes B's new token.
    expect((await browser.post('/api/auth/refresh', undefined, a.base)).status).toBe(204);
    expect((await browser.get('/api/user/me', b.base)).status).toBe(200);
  });

  it('logout on A ends the session on B: the old cookies answer 401 there', async () => {
    const browser = new Browser(nginx.base);
    await signIn(browser, dataDir, email('logout'), { requestAt: b.base, verifyAt: a.base });
    const old = browser.snapshot();
    expect((await old.get('/api/user/me', b.base)).status).toBe(200);

    expect((await browser.post('/api/auth/logout', undefined, a.base)).status).toBe(204);
    const me = await old.get('/api/user/me', b.base);
    expect(me.status).toBe(401);
    expect(me.body).toMatchObject({ code: ErrorCode.Unauthenticated });
    expect((await old.post('/api/auth/refresh', undefined, b.base)).status).toBe(401);
  });

  it('a sign-in link works once: 10 verifications on A and 10 on B at the same moment give one session', async () => {
    const address = email('einmal');
    const requester = new Browser(nginx.base);
    await requester.expectOk(requester.get('/api/auth/csrf'));
    await requester.expectOk(requester.post('/api/auth/magic-link', { email: address }), 204);
    const token = latestSignInToken(dataDir, address);

    const attempts = Array.from({ length: 20 }, async (_, i) => {
      const browser = new Browser(i % 2 === 0 ? a.base : b.base);
      await browser.expectOk(browser.get('/api/auth/csrf'));
      return browser;
    });
    const browsers = await Promise.all(attempts);
    // Browsers other than the one that asked confirm the sign-in (docs/security.md 46).
    const replies = await Promise.all(
      browsers.map((browser) => browser.post('/api/auth/verify', { token, confirm: true })),
    );

    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(400)]);
    for (const reply of replies.filter((r) => r.status === 400)) {
      expect(reply.body).toMatchObject({ code: ErrorCode.TokenInvalid });
    }
  });

  /** An anonymous CSRF cookie and header pair; it is not bound to a session, so one serves many requests. */
  async function anonymousCsrf() {
    const browser = new Browser(nginx.base);
    await browser.expectOk(browser.get('/api/auth/csrf'));
    return { cookie: browser.cookieHeader(), 'x-xsrf-token': browser.cookies.get('XSRF-TOKEN') ?? '' };
  }

  /** A sign-in request through nginx from a client at `clientIp` (nginx appends its caller to the header). */
  async function requestLink(address: string, clientIp: string, csrf: Record<string, string>) {
    return fetch(`${nginx.base}/api/auth/magic-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp, ...csrf },
      body: JSON.stringify({ email: address }),
    });
  }

  /**
   * Sends sign-in requests through nginx (so alternately to A and B) until the first 429; repeats once if a
   * rate-limit window ended in the middle (the limits count in fixed windows).
   */
  async function requestsUntilLimited(
    windowMs: number,
    limit: number,
    address: (i: number) => string,
    ip: string,
  ) {
    const csrf = await anonymousCsrf();
    for (let attempt = 0; ; attempt++) {
      const windowAtStart = Math.floor(Date.now() / windowMs);
      const upstreams: Array<string | null> = [];
      let allowed = 0;
      for (let i = 0; i <= limit + 1; i++) {
        const res = await requestLink(address(i), ip, csrf);
        upstreams.push(upstreamOf(res));
        if (res.status === 429) break;
        expect(res.status).toBe(204);
        allowed++;
      }
      if (Math.floor(Date.now() / windowMs) === windowAtStart || attempt > 0) {
        // The requests really alternated between the instances.
        for (let i = 1; i < upstreams.length; i++) expect(upstreams[i]).not.toBe(upstreams[i - 1]);
        return allowed;
      }
    }
  }

  it('the per-address sign-in limit counts the requests of both instances together', async () => {
    const rule = defaultAuthSettings.magicLinkPerAddress;
    const address = email('limit');
    expect(await requestsUntilLimited(rule.windowMs, rule.max, () => address, '198.51.100.7')).toBe(rule.max);
    // Directly on either instance, too, and from another client: the address's budget is spent.
    for (const instance of [a, b]) {
      const browser = new Browser(instance.base);
      await browser.expectOk(browser.get('/api/auth/csrf'));
      const limited = await browser.post('/api/auth/magic-link', { email: address });
      expect(limited.status).toBe(429);
      expect(limited.body).toMatchObject({ code: ErrorCode.RateLimited });
    }
  });

  it('the per-IP limit is keyed on the client address nginx forwards, across both instances', async () => {
    const rule = defaultAuthSettings.magicLinkPerIp;
    const client = '203.0.113.9';
    expect(await requestsUntilLimited(rule.windowMs, rule.max, (i) => email(`ip${i}`), client)).toBe(
      rule.max,
    );
    const csrf = await anonymousCsrf();
    // The same client stays limited on both instances; another client behind the proxy is not affected.
    for (let i = 0; i < 2; i++) expect((await requestLink(email('gleich'), client, csrf)).status).toBe(429);
    expect((await requestLink(email('anders'), '203.0.113.10', csrf)).status).toBe(204);
  });
});
