// An integrator's client (docs/api.md): the types generated from the OpenAPI document (./api.d.ts, written by
// ../ecosystem.test.ts and never committed) and openapi-fetch, nothing of this repository's own code. The test
// type-checks this file against the fresh types, then runs it against the API.
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from './api';

/** A client that keeps the session's cookies and sends the CSRF token with every changing call, as a browser does. */
export function integratorClient(baseUrl: string) {
  const cookies = new Map<string, string>();
  let csrfToken: string | undefined;
  const session: Middleware = {
    onRequest({ request }) {
      if (cookies.size > 0) {
        request.headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
      }
      if (csrfToken && request.method !== 'GET') request.headers.set('x-xsrf-token', csrfToken);
      return request;
    },
    onResponse({ response }) {
      for (const line of response.headers.getSetCookie()) {
        const pair = line.split(';')[0] ?? '';
        const at = pair.indexOf('=');
        const [name, value] = [pair.slice(0, at).trim(), pair.slice(at + 1).trim()];
        if (value) cookies.set(name, value);
        else cookies.delete(name);
      }
      return response;
    },
  };
  const client = createClient<paths>({ baseUrl });
  client.use(session);

  /** A token bound to the current session: again after signing in. */
  async function fetchCsrfToken() {
    const { data, error } = await client.GET('/api/auth/csrf');
    if (!data) throw new Error(`csrf: ${JSON.stringify(error)}`);
    csrfToken = data.token;
  }

  return {
    /** Signs in by e-mail link: asks for the link, reads its token (`tokenOfLink`), verifies it; the user. */
    async signIn(email: string, tokenOfLink: () => Promise<string>) {
      await fetchCsrfToken();
      const asked = await client.POST('/api/auth/magic-link', { body: { email } });
      if (asked.response.status !== 204) throw new Error(`magic-link: ${asked.response.status}`);
      const verified = await client.POST('/api/auth/verify', { body: { token: await tokenOfLink() } });
      if (!verified.data) throw new Error(`verify: ${JSON.stringify(verified.error)}`);
      await fetchCsrfToken();
      const me = await client.GET('/api/user/me');
      if (!me.data) throw new Error(`me: ${JSON.stringify(me.error)}`);
      return me.data;
    },

    /**
     * A draft of the office questionnaire for the organisation, saved again under If-Match with the ETag of the
     * first save, then read back: the answers as stored and the version.
     */
    async saveDraftAndReadBack(organization: string, contactName: string) {
      const created = await client.POST('/api/certifications/procurement-office/draft', {
        body: { meta: { organization }, general: { contactName: 'Erste Fassung' } },
      });
      if (!created.data) throw new Error(`create: ${JSON.stringify(created.error)}`);
      const id = created.data._id;
      const saved = await client.PUT('/api/certifications/procurement-office/draft/{id}', {
        params: {
          path: { id },
          header: { 'if-match': created.response.headers.get('etag') ?? undefined },
        },
        body: { general: { contactName } },
      });
      if (!saved.data) throw new Error(`save: ${JSON.stringify(saved.error)}`);
      // A save over the first version again is refused: the draft moved on.
      const stale = await client.PUT('/api/certifications/procurement-office/draft/{id}', {
        params: {
          path: { id },
          header: { 'if-match': created.response.headers.get('etag') ?? undefined },
        },
        body: { general: { contactName: 'Veraltet' } },
      });
      const read = await client.GET('/api/certifications/procurement-office/{id}', {
        params: { path: { id } },
      });
      if (!read.data) throw new Error(`read: ${JSON.stringify(read.error)}`);
      return {
        contactName: read.data.general?.contactName,
        version: read.data.version,
        staleStatus: stale.response.status,
        staleCode: stale.error?.code,
      };
    },
  };
}
