import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, TestBrowser } from '../helpers/browser';
import { createFixture, type SignedInActors } from './fixture';
import {
  actors,
  cacheableRoutes,
  exemptions,
  matrix,
  type Actor,
  type CellRequest,
  type MatrixRow,
} from './matrix';

/**
 * The authorization matrix as tests (docs/security.md 15–18): seven cells per row, each on a fresh fixture with the
 * actor's real session, and a completeness check against the routes Fastify registered.
 */

const emailOf: Record<Exclude<Actor, 'anonymous'>, string> = {
  signedInWithoutOrganization: 'no-organization@matrix.example',
  pendingMember: 'pending-member@matrix.example',
  member: 'member@matrix.example',
  organizationAdmin: 'organization-admin@matrix.example',
  otherOrganizationMember: 'other-organization@matrix.example',
  platformAdmin: 'platform-admin@matrix.example',
};

// A built SPA of one file, so that its routes are registered and covered too.
const spaIndexHtml =
  '<!doctype html><html lang="de"><head><meta charset="UTF-8"><title>Zertifizierung</title></head>' +
  '<body><div id="root"></div></body></html>';

const unlimited = { max: 100_000, windowMs: 60_000 };

const keyOf = (row: MatrixRow) => (row.variant ? `${row.route} (${row.variant})` : row.route);

function cellUrl(row: MatrixRow, request: CellRequest): string {
  const pattern = row.route.slice(row.route.indexOf(' ') + 1);
  const path =
    request.path ??
    pattern.replace(/:([A-Za-z0-9_]+)/g, (_all, name: string) => {
      const value = request.params?.[name];
      if (value === undefined) throw new Error(`${keyOf(row)}: the request gives no value for :${name}`);
      return encodeURIComponent(value);
    });
  if (path.includes('*')) throw new Error(`${keyOf(row)}: a wildcard route needs request().path`);
  const query = request.query ? `?${new URLSearchParams(request.query).toString()}` : '';
  return path + query;
}

const cacheable = new Set(cacheableRoutes.map((entry) => entry.route));
const coveredRoutes = new Set([...matrix.map((row) => row.route), ...exemptions.map((e) => e.route)]);

/** Registered routes without a row or exemption; a HEAD is covered by the row of the GET on the same URL. */
function uncoveredRoutes(registered: string[]): string[] {
  return [...new Set(registered)].filter(
    (route) =>
      !coveredRoutes.has(route) &&
      !(route.startsWith('HEAD ') && coveredRoutes.has(`GET ${route.slice('HEAD '.length)}`)),
  );
}

/** Routes of rows that nothing registered. */
function staleRows(registered: string[]): string[] {
  return [...new Set(matrix.map((row) => row.route))].filter((route) => !registered.includes(route));
}

describe('authorization matrix (docs/security.md 15–18)', () => {
  let t: TestContext;
  const registered: string[] = [];
  const sessions = new Map<Actor, TestBrowser>();
  let users: SignedInActors;

  const freshSession = async (actor: Actor): Promise<TestBrowser> => {
    if (actor === 'anonymous') {
      const browser = new TestBrowser(t.app);
      await browser.ensureCsrf();
      return browser;
    }
    return (await signIn(t, emailOf[actor])).browser;
  };

  /** The actor's shared session and user anew (after a cell deleted the account, the address is a new user). */
  const signInAgain = async (actor: Exclude<Actor, 'anonymous'>) => {
    const browser = await freshSession(actor);
    sessions.set(actor, browser);
    const me = (await browser.get('/api/user/me')).json() as { _id: string; email: string };
    users[actor] = { id: me._id, email: me.email };
  };

  beforeAll(async () => {
    t = await createTestApp(
      { ADMIN_EMAILS: emailOf.platformAdmin },
      {
        // Rate limits are not under test here; the fresh-session cells sign the same addresses in many times.
        auth: { magicLinkPerAddress: unlimited, magicLinkPerIp: unlimited },
        spaIndexHtml,
        onRoute: (route) => {
          const methods = Array.isArray(route.method) ? route.method : [route.method];
          for (const method of methods) registered.push(`${method} ${route.url}`);
        },
      },
    );
    const signedIn = {} as Record<string, { id: string; email: string }>;
    for (const actor of actors) {
      const browser = await freshSession(actor);
      sessions.set(actor, browser);
      if (actor !== 'anonymous') {
        const me = (await browser.get('/api/user/me')).json() as { _id: string; email: string };
        signedIn[actor] = { id: me._id, email: me.email };
      }
    }
    users = signedIn as SignedInActors;
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  describe('completeness', () => {
    it('collected the registered routes', () => {
      expect(registered).toContain('GET /api/health');
      expect(registered).toContain('POST /api/auth/logout');
    });

    it('has a row or a documented exemption for every registered route', () => {
      expect(
        uncoveredRoutes(registered),
        'registered routes without a row in test/authorization/matrix.ts',
      ).toEqual([]);
    });

    it('has no stale row: every row names a registered route', () => {
      expect(staleRows(registered), 'rows whose route is not registered (missing or renamed route)').toEqual(
        [],
      );
    });

    it('has no stale exemption, and no row twice', () => {
      const stale = [...exemptions, ...cacheableRoutes]
        .map((e) => e.route)
        .filter((route) => !registered.includes(route));
      expect(stale, 'exemptions or cacheable routes that are not registered').toEqual([]);
      const keys = matrix.map(keyOf);
      expect(
        keys.filter((key, index) => keys.indexOf(key) !== index),
        'duplicate rows',
      ).toEqual([]);
      for (const exemption of exemptions)
        expect(exemption.reason.length, exemption.route).toBeGreaterThan(20);
    });

    it('would notice a route without a row, a HEAD without its GET row, and a row without its route', () => {
      const routes = ['GET /api/health', 'HEAD /api/health', 'GET /api/unlisted', 'HEAD /api/only-head'];
      expect(uncoveredRoutes(routes)).toEqual(['GET /api/unlisted', 'HEAD /api/only-head']);
      expect(staleRows(routes)).toContain('GET /api/user/me');
      expect(staleRows(routes)).not.toContain('GET /api/health');
    });
  });

  for (const row of matrix) {
    describe(keyOf(row), () => {
      actors.forEach((actor, column) => {
        const expected = row.expect[column]!;
        it(`${actor} → ${expected}`, async () => {
          expect(registered, `${row.route} is not registered (see the stale-row test)`).toContain(row.route);
          const fixture = await createFixture(t.database.db, users, actor, row.fixture ?? {}, () =>
            t.clock.now(),
          );
          const request = (await row.request?.(fixture)) ?? {};
          const browser = row.freshSession ? await freshSession(actor) : sessions.get(actor)!.clone();
          const method = row.route.slice(0, row.route.indexOf(' '));
          const url = cellUrl(row, request);
          const res = await browser.request(method, url, {
            ...(request.body === undefined ? {} : { payload: request.body as object }),
            ...(request.headers ? { headers: request.headers } : {}),
          });
          expect(res.statusCode, `${method} ${url} as ${actor}: ${res.body.slice(0, 300)}`).toBe(expected);
          if (row.deletesCaller && actor !== 'anonymous') await signInAgain(actor);
          if ((method === 'GET' || method === 'HEAD') && url.startsWith('/api/')) {
            // No cache keeps an answer of the API, refusals included, unless the route is public (docs/security.md 35).
            const cacheControl = res.headers['cache-control'];
            if (cacheable.has(row.route)) expect(cacheControl, `${method} ${url}`).toMatch(/public|max-age/);
            else expect(cacheControl, `${method} ${url} as ${actor}`).toBe('no-store');
          }
          if (expected >= 400) {
            // Refused: the API's error shape and nothing else, never the resource (docs/security.md 17).
            const body = res.json() as Record<string, unknown>;
            expect(Object.keys(body).sort()).toEqual(['code', 'message', 'status']);
            expect(body.status).toBe(expected);
          }
        });
      });
    });
  }
});
