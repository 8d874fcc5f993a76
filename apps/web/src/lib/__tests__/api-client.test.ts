import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, type FakeCall, type FakeReply } from '@/testing/fake-fetch';
import { ApiError, createApiClient } from '../api-client';
import { questionnaireContracts, questionnaireListContracts } from '@cert/domain/contracts';

function mergeCookie(jar: string, setCookie: string): string {
  const name = setCookie.split('=')[0];
  const kept = jar.split('; ').filter((part) => part && part.split('=')[0] !== name);
  return [...kept, setCookie].join('; ');
}

// A browser that holds a session: the server's readable hint cookie is set.
function setup(routes: Record<string, (call: FakeCall) => FakeReply>, cookies = { value: 'signed_in=1' }) {
  const fake = createFakeFetch((call) => {
    const handler = routes[`${call.method} ${call.path}`];
    if (!handler) throw new Error(`unexpected ${call.method} ${call.path}`);
    const reply = handler(call);
    if (reply.setCookie) cookies.value = mergeCookie(cookies.value, reply.setCookie);
    return { ...reply, setCookie: undefined };
  });
  const onSessionExpired = vi.fn();
  const client = createApiClient({ fetch: fake.fetch, readCookies: () => cookies.value, onSessionExpired });
  return { client, calls: fake.calls, onSessionExpired, cookies };
}

const csrfRoute = () => ({ status: 200, body: { token: 'csrf-1' }, setCookie: 'XSRF-TOKEN=csrf-1' });

describe('api client', () => {
  it("types a list's query by the keys the list accepts", async () => {
    const organization = '0f8e4a52-5b7c-4d8e-9a1f-2b3c4d5e6f70';
    const sent = `/api/certifications/draft?filter.organization=${organization}&pageSize=10&sort=-updatedAt`;
    const { client, calls } = setup({
      [`GET ${sent}`]: () => ({ status: 200, body: { data: [], total: 0 } }),
    });
    const list = questionnaireListContracts.draft;
    await client.call(list, {
      query: { 'filter.organization': organization, pageSize: 10, sort: '-updatedAt' },
    });
    // Each line below is a compile error (`npm run typecheck` fails without the marks); never sent.
    const misspelt = () =>
      // @ts-expect-error -- a filter the list does not have (British spelling)
      client.call(list, { query: { 'filter.organisation': organization } });
    // @ts-expect-error -- a page size in words
    const inWords = () => client.call(list, { query: { pageSize: 'ten' } });
    // @ts-expect-error -- a key no list has
    const bogus = () => client.call(list, { query: { bogus: {} } });
    // @ts-expect-error -- a field the list cannot be sorted by
    const unsorted = () => client.call(list, { query: { sort: 'colour' } });
    expect([misspelt, inWords, bogus, unsorted]).toHaveLength(4);
    expect(calls.map((call) => call.path)).toEqual([sent]);
  });

  it('sends JSON with credentials and no CSRF header on safe requests', async () => {
    const { client, calls } = setup({ 'GET /api/user/me': () => ({ status: 200, body: { _id: 'u1' } }) });
    await expect(client.get('/user/me')).resolves.toEqual({ _id: 'u1' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.headers['x-xsrf-token']).toBeUndefined();
  });

  it('fetches a CSRF token first when there is no XSRF-TOKEN cookie, then sends it as X-XSRF-TOKEN', async () => {
    const { client, calls } = setup({
      'GET /api/auth/csrf': csrfRoute,
      'POST /api/auth/magic-link': () => ({ status: 204 }),
    });
    await expect(client.post('/auth/magic-link', { email: 'a@b.de' })).resolves.toBeUndefined();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/auth/csrf',
      'POST /api/auth/magic-link',
    ]);
    expect(calls[1]?.headers['x-xsrf-token']).toBe('csrf-1');
    expect(calls[1]?.headers['content-type']).toBe('application/json');
    expect(calls[1]?.body).toEqual({ email: 'a@b.de' });
  });

  it('sends a form as it is, with the CSRF header and without a JSON content type (multipart upload)', async () => {
    const { client, calls } = setup({
      'GET /api/auth/csrf': csrfRoute,
      'POST /api/upload': () => ({ status: 201, body: { reportRef: 'r1' } }),
    });
    const form = new FormData();
    form.append('file', new Blob(['%PDF-1.7']), 'bericht.pdf');
    await expect(client.post('/upload', form)).resolves.toEqual({ reportRef: 'r1' });
    expect(calls[1]?.headers['x-xsrf-token']).toBe('csrf-1');
    expect(calls[1]?.headers['content-type']).toBeUndefined();
    expect(calls[1]?.body).toBe(form);
  });

  it('uses the cookie value directly when it exists, and fetches the CSRF token only once for parallel requests', async () => {
    const cookies = { value: 'other=1; XSRF-TOKEN=from%20cookie' };
    const { client, calls } = setup({ 'PUT /api/user/me': () => ({ status: 200, body: {} }) }, cookies);
    await client.put('/user/me', {});
    expect(calls[0]?.headers['x-xsrf-token']).toBe('from cookie');

    const fresh = setup({ 'GET /api/auth/csrf': csrfRoute, 'POST /api/x': () => ({ status: 204 }) });
    await Promise.all([fresh.client.post('/x'), fresh.client.post('/x'), fresh.client.post('/x')]);
    expect(fresh.calls.filter((c) => c.path === '/api/auth/csrf')).toHaveLength(1);
  });

  it('refreshes the session once on 401 and retries the request once', async () => {
    let meCalls = 0;
    const { client, calls, onSessionExpired } = setup(
      {
        'GET /api/user/me': () =>
          ++meCalls === 1
            ? { status: 401, body: { status: 401, code: 'UNAUTHENTICATED', message: 'x' } }
            : { status: 200, body: { _id: 'u1' } },
        'POST /api/auth/refresh': () => ({ status: 204 }),
      },
      { value: 'signed_in=1; XSRF-TOKEN=t' },
    );
    await expect(client.get('/user/me')).resolves.toEqual({ _id: 'u1' });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/user/me',
      'POST /api/auth/refresh',
      'GET /api/user/me',
    ]);
    expect(calls[1]?.headers['x-xsrf-token']).toBe('t');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    let refreshed = false;
    const { client, calls } = setup(
      {
        'GET /api/a': () => (refreshed ? { status: 200, body: 'a' } : { status: 401 }),
        'GET /api/b': () => (refreshed ? { status: 200, body: 'b' } : { status: 401 }),
        'POST /api/auth/refresh': () => {
          refreshed = true;
          return { status: 204 };
        },
      },
      { value: 'signed_in=1; XSRF-TOKEN=t' },
    );
    await expect(Promise.all([client.get('/a'), client.get('/b')])).resolves.toEqual(['a', 'b']);
    expect(calls.filter((c) => c.path === '/api/auth/refresh')).toHaveLength(1);
  });

  it('treats the user as signed out when the refresh fails: no retry, onSessionExpired, ApiError 401', async () => {
    const { client, calls, onSessionExpired } = setup(
      {
        'GET /api/user/me': () => ({
          status: 401,
          body: { status: 401, code: 'UNAUTHENTICATED', message: 'Bitte melden Sie sich an.' },
        }),
        'POST /api/auth/refresh': () => ({ status: 401 }),
      },
      { value: 'signed_in=1; XSRF-TOKEN=t' },
    );
    const error = await client.get('/user/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
      message: 'Bitte melden Sie sich an.',
    });
    expect(calls.filter((c) => c.path === '/api/user/me')).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not end a session that began while a failing request was on its way', async () => {
    let releaseMe: (() => void) | undefined;
    const meAnswered = new Promise<void>((resolve) => (releaseMe = resolve));
    const fake = createFakeFetch(async (call) => {
      if (call.path === '/api/user/me') {
        await meAnswered;
        return { status: 401 };
      }
      if (call.path === '/api/auth/refresh') return { status: 401 };
      return { status: 200, body: { user: { _id: 'u1' }, callbackUrl: null } };
    });
    const onSessionExpired = vi.fn();
    const client = createApiClient({
      fetch: fake.fetch,
      readCookies: () => 'XSRF-TOKEN=t',
      onSessionExpired,
    });
    const me = client.get('/user/me').catch(() => null);
    await client.post('/auth/verify', { token: 'x' });
    releaseMe?.();
    await me;
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('refreshes nothing without the session hint, and reports the 401: the session may have ended with its cookies', async () => {
    const { client, calls, onSessionExpired } = setup(
      {
        'GET /api/user/me': () => ({
          status: 401,
          body: { status: 401, code: 'UNAUTHENTICATED', message: 'x' },
        }),
      },
      { value: '' },
    );
    expect(client.hasSession()).toBe(false);
    await expect(client.get('/user/me')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.path)).toEqual(['/api/user/me']);
    // The app's handler tells a visitor who never signed in from one whose cookies expired (app/session.ts).
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('never tries to refresh for the auth endpoints themselves', async () => {
    const { client, calls } = setup(
      {
        'POST /api/auth/verify': () => ({
          status: 401,
          body: { status: 401, code: 'TOKEN_INVALID', message: 'ungültig' },
        }),
      },
      { value: 'signed_in=1; XSRF-TOKEN=t' },
    );
    await expect(client.post('/auth/verify', { token: 'x' })).rejects.toMatchObject({
      code: 'TOKEN_INVALID',
    });
    expect(calls).toHaveLength(1);
  });

  it('fetches a fresh CSRF token and retries once when the server rejects the token', async () => {
    const cookies = { value: 'XSRF-TOKEN=stale' };
    let attempts = 0;
    const { client, calls } = setup(
      {
        'GET /api/auth/csrf': () => ({
          status: 200,
          body: { token: 'fresh' },
          setCookie: 'XSRF-TOKEN=fresh',
        }),
        'PUT /api/user/me': (call) => {
          attempts += 1;
          return call.headers['x-xsrf-token'] === 'fresh'
            ? { status: 200, body: { ok: true } }
            : { status: 403, body: { status: 403, code: 'CSRF_INVALID', message: 'x' } };
        },
      },
      cookies,
    );
    await expect(client.put('/user/me', {})).resolves.toEqual({ ok: true });
    expect(attempts).toBe(2);
    expect(calls.map((c) => c.path)).toEqual(['/api/user/me', '/api/auth/csrf', '/api/user/me']);
  });

  it('carries the API error shape including field errors', async () => {
    const fields = [{ path: 'firstName', code: 'too_small', message: 'Bitte geben Sie Ihren Vornamen ein.' }];
    const { client } = setup(
      {
        'PUT /api/user/me': () => ({
          status: 400,
          body: {
            status: 400,
            code: 'VALIDATION_FAILED',
            message: 'Bitte prüfen Sie Ihre Eingaben.',
            fields,
          },
        }),
      },
      { value: 'signed_in=1; XSRF-TOKEN=t' },
    );
    await expect(client.put('/user/me', {})).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      fields,
    });
  });

  it('turns bodies that are not the API shape, and network failures, into the generic German notice', async () => {
    const { client } = setup({ 'GET /api/x': () => ({ status: 502, body: '<html>Bad Gateway</html>' }) });
    await expect(client.get('/x')).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL',
      message: 'Es ist ein Fehler aufgetreten. Versuchen Sie es bitte erneut.',
    });

    const offline = createApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      readCookies: () => '',
    });
    await expect(offline.get('/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK_ERROR' });
  });
});

describe('api client: calls typed by their contracts (docs/decisions/048-endpoint-contracts.md)', () => {
  const save = questionnaireContracts('procurement-office').save;
  const id = '6d337f47-3a4e-4630-9b99-8e6800ed854a';

  it('fills the path, sends the headers and the body, and answers the typed record', async () => {
    const record = {
      _id: id,
      kind: 'procurement-office',
      version: 3,
      meta: {},
      general: { contactName: 'Eva' },
    };
    const { client, calls } = setup({
      'GET /api/auth/csrf': csrfRoute,
      [`PUT /api/certifications/procurement-office/draft/${id}`]: () => ({ status: 200, body: record }),
    });
    const saved = await client.call(save, {
      params: { id },
      headers: { 'if-match': '"2"' },
      body: { general: { contactName: 'Eva' } },
    });
    expect(saved.version).toBe(3);
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.headers['if-match']).toBe('"2"');
    expect(put?.body).toEqual({ general: { contactName: 'Eva' } });
  });

  it('does not compile a call its contract does not describe', () => {
    // Never run: what matters is that the typecheck (npm run typecheck) refuses each of these lines.
    const unreachable = (client: ReturnType<typeof createApiClient>) => {
      // @ts-expect-error: the path's id is missing.
      void client.call(save, { body: {} });
      // @ts-expect-error: a body of the wrong type (a number where the version goes).
      void client.call(save, { params: { id }, body: { version: 'zwei' } });
      // @ts-expect-error: a query the save does not take.
      void client.call(save, { params: { id }, body: {}, query: { page: 1 } });
      void client.call(save, { params: { id }, body: {} }).then((record) => {
        // @ts-expect-error: the record's version is a number.
        const version: string = record.version;
        void version;
      });
      // @ts-expect-error: no path by hand; only a contract names an endpoint.
      void client.call('/certifications/procurement-office/draft', {});
    };
    expect(typeof unreachable).toBe('function');
  });
});
