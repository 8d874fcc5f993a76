import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { certificates } from '../../src/db/schema';
import {
  arrangeOrganization,
  insertSubmission,
  type ArrangedOrganization,
} from '../helpers/arranged-journeys';
import { CONFIGURED_SITE_CONFIG, createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, TestBrowser, type SignedIn } from '../helpers/browser';
import { baseOf, createDraft, saveDraft } from '../questionnaire/support';
import {
  adminExportPath,
  blankQuestionnairePdfPath,
  certificateDocumentPath,
  certificateSealPath,
} from '@cert/domain/contracts';

/**
 * docs/security.md 31: every kind of response the platform sends carries the security headers and the strict
 * Content-Security-Policy (docs/security.md), HSTS only when the public address is https.
 */

const ADMIN = 'kopfzeilen-admin@programm.example';
const SECRET = 'test-secret-test-secret-test-secret-0123456789';
const YEAR_S = 365 * 24 * 60 * 60;
const realDist = path.resolve(import.meta.dirname, '../../../web/dist');

const spaIndexHtml =
  '<!doctype html><html lang="de"><head><meta charset="UTF-8"><title>Zertifizierung</title>' +
  '<script type="module" src="/assets/index-abc12345.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

/** A built SPA with an entry script, a stylesheet and the favicon, as Vite lays it out. */
function writeFakeDist(dir: string) {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), spaIndexHtml);
  writeFileSync(
    path.join(dir, 'assets', 'index-abc12345.js'),
    `console.log(${JSON.stringify('x'.repeat(2000))});`,
  );
  writeFileSync(
    path.join(dir, 'assets', 'index-abc12345.css'),
    `body{margin:0}${'.a{color:red}'.repeat(200)}`,
  );
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

function csp(res: LightMyRequestResponse): Map<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(typeof header, 'content-security-policy').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!.toLowerCase(), values]),
  );
}

/** The headers every response of the platform must carry (docs/security.md, point 31). */
function expectSecurityHeaders(res: LightMyRequestResponse, https = false) {
  const policy = csp(res);
  expect(policy.get('default-src')).toEqual(["'self'"]);
  // Strict: no inline scripts, no eval, no other origin; so injected markup cannot run anything.
  expect(policy.get('script-src')).toEqual(["'self'"]);
  expect(policy.get('script-src-attr') ?? ["'none'"]).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  for (const [directive, values] of policy) {
    expect(values, directive).not.toContain("'unsafe-eval'");
    expect(values, directive).not.toContain('*');
    // The one reasoned exception (docs/security.md): Mantine's run-time style elements.
    if (directive !== 'style-src') expect(values, directive).not.toContain("'unsafe-inline'");
  }
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['x-powered-by']).toBeUndefined();
  // Same-origin, no CORS: only what a verifier of a credential fetches is readable from other origins
  // (docs/security.md 51; those routes are tested in test/credential/open-badges.test.ts).
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  expect(res.headers['access-control-allow-origin']).toBeUndefined();
  expect(res.headers['access-control-allow-credentials']).toBeUndefined();
  if (https) {
    const hsts = String(res.headers['strict-transport-security'] ?? '');
    const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
    expect(maxAge, `strict-transport-security: ${hsts}`).toBeGreaterThanOrEqual(YEAR_S);
  } else {
    expect(res.headers['strict-transport-security']).toBeUndefined();
  }
}

type Case = { label: string; status: number; send: () => Promise<LightMyRequestResponse> };

describe('security headers and the strict CSP on every kind of response (docs/security.md 31)', () => {
  let t: TestContext;
  let site: App;
  let secure: App;
  /** The same https address spelt in capitals: a production start all the same (docs/security.md 50). */
  let shouting: App;
  let real: App | undefined;
  let distDir: string;
  let admin: SignedIn;
  let member: SignedIn;
  let outsider: SignedIn;
  let organization: ArrangedOrganization;
  let draftId: string;

  beforeAll(async () => {
    t = await createTestApp(
      { ADMIN_EMAILS: ADMIN },
      {
        spaIndexHtml,
        auth: { magicLinkPerAddress: { max: 1, windowMs: 15 * 60_000 } },
        extend: (app) => {
          // A route that fails: the generic 500 must carry the headers too.
          app.get('/api/test-only/failure', async () => {
            throw new Error('failure for the header test');
          });
        },
      },
    );
    distDir = mkdtempSync(path.join(tmpdir(), 'cert-headers-dist-'));
    writeFakeDist(distDir);
    const deps = { database: t.database, clock: t.clock, logger: false, webDistDir: distDir };
    site = await buildApp(t.config, deps);
    const env = {
      DATA_DIR: t.dataDir,
      SESSION_SECRET: SECRET,
      LOG_LEVEL: 'silent',
      ADMIN_EMAILS: ADMIN,
      SITE_CONFIG: CONFIGURED_SITE_CONFIG,
      CREDENTIAL_KEY_FILE: path.join(t.dataDir, 'test-credential-key.pem'),
    };
    secure = await buildApp(loadConfig({ ...env, PUBLIC_URL: 'https://zertifizierung.example.de' }), deps);
    shouting = await buildApp(loadConfig({ ...env, PUBLIC_URL: 'HTTPS://Zertifizierung.Example.DE' }), deps);
    if (existsSync(path.join(realDist, 'index.html'))) {
      real = await buildApp(t.config, { ...deps, webDistDir: realDist });
    }
    await Promise.all([site.ready(), secure.ready(), shouting.ready(), real?.ready()]);

    admin = await signIn(t, ADMIN);
    organization = await arrangeOrganization(t, 'PublicProcurer', { name: 'Amt für Kopfzeilen' });
    member = await signIn(t, organization.memberEmail);
    outsider = await signIn(t, 'aussen-kopfzeilen@example.de');
    await insertSubmission(t, organization.id, 'procurement-project', 'PASSED', 1);
    const draft = await createDraft(member, 'procurement-office', organization.id);
    expect(draft.statusCode, draft.body).toBe(201);
    draftId = (draft.json() as { _id: string })._id;
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await Promise.all([site?.close(), secure?.close(), shouting?.close(), real?.close()]);
    await t?.close();
    if (distDir) rmSync(distDir, { recursive: true, force: true });
  });

  const anonymous = (method: 'GET' | 'HEAD' | 'POST' | 'DELETE', url: string, app?: App) =>
    (app ?? t.app).inject({ method, url });

  const cases: Case[] = [
    { label: 'JSON 200 (GET /api/health)', status: 200, send: () => anonymous('GET', '/api/health') },
    { label: 'JSON 200 of a signed-in call', status: 200, send: () => member.browser.get('/api/user/me') },
    { label: 'HEAD of a JSON route', status: 200, send: () => anonymous('HEAD', '/api/health') },
    {
      label: 'CSRF token, asked from another origin',
      status: 200,
      send: () =>
        t.app.inject({
          method: 'GET',
          url: '/api/auth/csrf',
          headers: { origin: 'https://wallet.example.org' },
        }),
    },
    {
      label: 'public check by code, asked from another origin',
      status: 200,
      send: async () => {
        const [certificate] = await t.database.db
          .select({ code: certificates.code })
          .from(certificates)
          .where(eq(certificates.organizationId, organization.id));
        return t.app.inject({
          method: 'GET',
          url: `/api/certificates/${certificate!.code}`,
          headers: { origin: 'https://wallet.example.org' },
        });
      },
    },
    {
      label: '400 validation error',
      status: 400,
      send: () => member.browser.get(`${baseOf('procurement-office')}/keine-id`),
    },
    { label: '401 without a session', status: 401, send: () => anonymous('GET', '/api/user/me') },
    {
      label: '403 CSRF refusal',
      status: 403,
      send: () => member.browser.post('/api/auth/logout', undefined, { csrf: false }),
    },
    {
      label: '403 admin route for a non-admin',
      status: 403,
      send: () => member.browser.get('/api/admin/organization'),
    },
    {
      label: "404 another organisation's record",
      status: 404,
      send: () => outsider.browser.get(`${baseOf('procurement-office')}/${draftId}`),
    },
    {
      label: '409 stale draft version',
      status: 409,
      send: () => saveDraft(member, 'procurement-office', draftId, { version: 99 }),
    },
    {
      label: '413 oversize JSON body',
      status: 413,
      send: () => member.browser.put('/api/user/me', { firstName: 'x'.repeat(2 * 1024 * 1024) }),
    },
    {
      label: '415 wrong content type',
      status: 415,
      send: () =>
        member.browser.put('/api/user/me', 'firstName=Erika', {
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
    },
    {
      label: '429 rate limit',
      status: 429,
      send: async () => {
        const browser = new TestBrowser(t.app);
        await browser.ensureCsrf();
        await browser.post('/api/auth/magic-link', { email: 'limit-kopfzeilen@example.de' });
        return browser.post('/api/auth/magic-link', { email: 'limit-kopfzeilen@example.de' });
      },
    },
    { label: '500 generic error', status: 500, send: () => anonymous('GET', '/api/test-only/failure') },
    { label: 'API 404 of an unknown /api path', status: 404, send: () => anonymous('GET', '/api/unbekannt') },
    {
      label: '404 of an unknown method on a route',
      status: 404,
      send: () => anonymous('DELETE', '/api/health'),
    },
    { label: 'SPA HTML of a public path', status: 200, send: () => anonymous('GET', '/') },
    {
      label: 'SPA HTML of a signed-in path',
      status: 200,
      send: () => member.browser.get(`/organisation/${organization.id}`),
    },
    { label: 'HEAD of an SPA path', status: 200, send: () => anonymous('HEAD', '/faq') },
    {
      label: 'SPA 404 of a missing asset',
      status: 404,
      send: () => anonymous('GET', '/assets/fehlt-00000000.js'),
    },
    { label: 'OpenAPI docs page', status: 200, send: () => anonymous('GET', '/api/docs') },
    {
      label: '302 redirect (OpenAPI static index)',
      status: 302,
      send: () => anonymous('GET', '/api/docs/static/index.html'),
    },
    { label: 'OpenAPI document', status: 200, send: () => anonymous('GET', '/api/docs/json') },
    {
      label: 'PDF download (certificate document)',
      status: 200,
      send: () => member.browser.get(certificateDocumentPath('bronze-project', organization.id)),
    },
    {
      label: 'PNG download (seal)',
      status: 200,
      send: () => member.browser.get(certificateSealPath('bronze-project', organization.id, 'png')),
    },
    {
      label: 'XLSX export (streamed)',
      status: 200,
      send: () => admin.browser.post(adminExportPath('procurement-office')),
    },
    {
      label: 'public PDF (blank questionnaire)',
      status: 200,
      send: () => anonymous('GET', blankQuestionnairePdfPath('procurement-office')),
    },
    {
      label: 'JSON attachment (personal data)',
      status: 200,
      send: () => member.browser.get('/api/user/me/data'),
    },
    { label: 'Prometheus text (metrics)', status: 200, send: () => admin.browser.get('/api/metrics') },
  ];

  for (const { label, status, send } of cases) {
    it(label, async () => {
      const res = await send();
      expect(res.statusCode, res.body.slice(0, 300)).toBe(status);
      expectSecurityHeaders(res);
    });
  }

  it('the OpenAPI docs page runs under the same policy: its scripts are files', async () => {
    const res = await anonymous('GET', '/api/docs');
    expect(res.statusCode).toBe(200);
    const scripts = [...res.body.matchAll(/<script\b[^>]*>/gi)].map(([tag]) => tag);
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\ssrc="[^"]+"/);
    const initializer = await anonymous('GET', '/api/docs/static/swagger-initializer.js');
    expect(initializer.statusCode).toBe(200);
    expectSecurityHeaders(initializer);
  });

  it('static files of the built SPA: hashed assets (precompressed or not) and the favicon', async () => {
    for (const url of ['/assets/index-abc12345.js', '/assets/index-abc12345.css', '/favicon.svg']) {
      for (const encoding of ['br', 'identity']) {
        const res = await site.inject({ method: 'GET', url, headers: { 'accept-encoding': encoding } });
        expect(res.statusCode, `${url} ${encoding}`).toBe(200);
        expectSecurityHeaders(res);
      }
      const head = await site.inject({ method: 'HEAD', url });
      expect(head.statusCode, `HEAD ${url}`).toBe(200);
      expectSecurityHeaders(head);
    }
    expectSecurityHeaders(await site.inject({ method: 'GET', url: '/' }));
  });

  it("a well-known resource the platform does not have is the API's 404, not the web app's page (docs/security.md 51)", async () => {
    for (const url of [
      '/.well-known/did-configuration.json',
      '/.well-known/security.txt.bak',
      '/.well-known/did.json/',
    ]) {
      const res = await site.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
      expect(res.json<{ code: string }>().code, url).toBe('NOT_FOUND');
    }
    // A page of the web app still is one.
    expect((await site.inject({ method: 'GET', url: '/zertifikat' })).headers['content-type']).toMatch(
      /^text\/html/,
    );
  });

  it('an SVG seal has its own stricter policy: nothing loads, nothing runs, no framing', async () => {
    const res = await member.browser.get(certificateSealPath('bronze-project', organization.id, 'svg'));
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    const policy = csp(res);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src') ?? ["'none'"]).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('form-action')).toEqual(["'none'"]);
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  describe('with an https public address', () => {
    const secureCases: Array<[string, 'GET' | 'HEAD', string, number]> = [
      ['JSON 200', 'GET', '/api/health', 200],
      ['HEAD', 'HEAD', '/api/health', 200],
      ['401', 'GET', '/api/user/me', 401],
      ['unknown /api path', 'GET', '/api/unbekannt', 404],
      ['SPA HTML', 'GET', '/', 200],
      ['static asset', 'GET', '/assets/index-abc12345.js', 200],
      ['favicon', 'GET', '/favicon.svg', 200],
      ['OpenAPI docs page', 'GET', '/api/docs', 200],
    ];
    for (const [label, method, url, status] of secureCases) {
      it(`sends HSTS of at least a year: ${label}`, async () => {
        const res = await anonymous(method, url, secure);
        expect(res.statusCode).toBe(status);
        expectSecurityHeaders(res, true);
      });
    }

    it('sends HSTS and upgrade-insecure-requests however the https address is spelt (HTTPS://…, docs/security.md 50)', async () => {
      for (const [method, url, status] of [
        ['GET', '/api/health', 200],
        ['GET', '/', 200],
      ] as const) {
        const res = await anonymous(method, url, shouting);
        expect(res.statusCode).toBe(status);
        expectSecurityHeaders(res, true);
        expect(csp(res).has('upgrade-insecure-requests'), url).toBe(true);
      }
    });
  });

  describe('the real built SPA (apps/web/dist), when it is built', () => {
    it('serves every prerendered page and its assets with the headers, and runs no inline script', async (context) => {
      if (!real) return context.skip();
      const app = real;
      const html = await app.inject({ method: 'GET', url: '/' });
      expect(html.statusCode).toBe(200);
      expectSecurityHeaders(html);
      for (const url of ['/faq', '/datenschutz', '/impressum', '/organisation']) {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(200);
        expectSecurityHeaders(res);
        // script-src 'self' blocks inline code: every script must be a file, no on…= handler attributes.
        const scripts = [...res.body.matchAll(/<script\b[^>]*>/gi)].map(([tag]) => tag);
        expect(scripts.length, url).toBeGreaterThan(0);
        // The one script element without a file is the site configuration's JSON data block, which is never run.
        for (const tag of scripts) {
          expect(tag, url).toMatch(/\ssrc="\/[^"]+"|^<script type="application\/json" id="site-config">$/);
        }
        expect(res.body, url).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
        expect(res.body, url).not.toMatch(/javascript:/i);
      }
      const assets = [...html.body.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map(([, url]) => url!);
      expect(assets.length).toBeGreaterThan(0);
      for (const url of new Set(assets)) {
        const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
        expect(res.statusCode, url).toBe(200);
        expectSecurityHeaders(res);
      }
    });
  });
});
