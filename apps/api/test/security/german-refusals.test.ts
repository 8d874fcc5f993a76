import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiErrorSchema, messages } from '@cert/domain';
import { API_BASE } from '@cert/domain/contracts';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, TestBrowser, type SignedIn } from '../helpers/browser';

/**
 * Every message of a refusal is German (docs/product.md §7): zod's defaults are replaced by the German locale once,
 * centrally, and every route's own messages are German. The specification fixes two English messages word for word
 * ('no active organization available', and '{field} is not valid.' where no specific message applies); they are the
 * only ones allowed.
 */
const ENGLISH =
  /\b(invalid|expected|received|unrecognized|required|must|should|allowed|string|number|array|object)\b/i;
const specifiedEnglish = (message: string) =>
  message === messages.noActiveOrganization || /^\S+ is not valid\.$/.test(message);

const ADMIN = 'admin@programm.example';
const profile = { firstName: 'Erika', lastName: 'Mustermann', phoneNumber: '030 123456' };

describe('German refusals on every API route', () => {
  let t: TestContext;
  let admin: SignedIn;
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { ADMIN_EMAILS: ADMIN },
      {
        // The limits are not under test: several hundred refusals come from one address.
        auth: {
          magicLinkPerAddress: { max: 10_000, windowMs: 60_000 },
          magicLinkPerIp: { max: 10_000, windowMs: 60_000 },
        },
        onRoute: (route) => {
          if (!route.url.startsWith(`${API_BASE}/`) || route.url.startsWith(`${API_BASE}/docs`)) return;
          if (route.method === 'HEAD') return;
          routes.push(route);
        },
      },
    );
    admin = await signIn(t, ADMIN);
    expect((await admin.browser.put('/api/user/me', profile)).statusCode).toBe(200);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  /** The route's path with each parameter filled by `value`. */
  const filled = (url: string, value: string) => url.replace(/:(\w+)/g, () => value);

  it('answers a wrong path parameter, an unknown query key and an unknown body key in German', async () => {
    const found: Array<{ route: string; message: string }> = [];
    let fieldErrors = 0;
    for (const route of routes) {
      const method = String(route.method);
      // Deleting the account takes no body to refuse: it would end the test's session (tested in test/user).
      if (`${method} ${route.url}` === 'DELETE /api/user/me') continue;
      // Signing in and out ends or changes the session; they are asked by a browser without one.
      const anonymous = route.url.startsWith(`${API_BASE}/auth/`);
      const browser = anonymous ? new TestBrowser(t.app) : admin.browser;
      if (anonymous) await browser.ensureCsrf();
      const variants = [
        { url: filled(route.url, 'x') },
        { url: `${filled(route.url, '00000000-0000-4000-8000-000000000000')}?unbekannt=1` },
        {
          url: filled(route.url, '00000000-0000-4000-8000-000000000000'),
          payload: { unbekannt: 1 },
        },
      ];
      for (const variant of variants) {
        const unsafe = method !== 'GET';
        const res = await browser.request(method, variant.url, {
          ...(unsafe ? { payload: variant.payload ?? {} } : {}),
        });
        const where = `${method} ${variant.url}`;
        expect(res.statusCode, `${where}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode < 400) continue;
        const error = apiErrorSchema.parse(res.json());
        fieldErrors += error.fields?.length ?? 0;
        for (const message of [error.message, ...(error.fields ?? []).map((field) => field.message)]) {
          found.push({ route: where, message });
        }
      }
    }
    const english = found.filter(({ message }) => ENGLISH.test(message) && !specifiedEnglish(message));
    expect(english).toEqual([]);
    // The refusals reached the validators, not only the access checks.
    expect(fieldErrors).toBeGreaterThan(100);
  });
});
