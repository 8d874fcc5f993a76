// A browser's view of the API over real HTTP: one cookie jar for every port on 127.0.0.1 (cookies ignore the port),
// the CSRF header from the XSRF-TOKEN cookie on changing requests, and sign-in through a magic link from the outbox.
import { CSRF_COOKIE, CSRF_HEADER } from '@cert/domain';
import { latestSignInToken } from '../../test/helpers/outbox';

export type Reply = { status: number; headers: Headers; body: unknown; text: string };

export class Browser {
  readonly cookies = new Map<string, string>();

  /** `base` is where requests go unless a call names another (an instance instead of the proxy). */
  constructor(public base: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** A copy of the jar as it is now: the "old cookies" after a refresh or a logout. */
  snapshot(): Browser {
    const copy = new Browser(this.base);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  async request(
    method: string,
    url: string,
    options: { body?: unknown; at?: string; headers?: Record<string, string> } = {},
  ): Promise<Reply> {
    const headers: Record<string, string> = { cookie: this.cookieHeader(), ...options.headers };
    if (method !== 'GET') headers[CSRF_HEADER] = this.cookies.get(CSRF_COOKIE) ?? '';
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch((options.at ?? this.base) + url, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(30_000),
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === '' || /max-age=0\b/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let body: unknown = undefined;
    if (text && res.headers.get('content-type')?.includes('json')) body = JSON.parse(text);
    return { status: res.status, headers: res.headers, body, text };
  }

  get = (url: string, at?: string) => this.request('GET', url, { at });
  post = (url: string, body?: unknown, at?: string) => this.request('POST', url, { body, at });
  put = (url: string, body?: unknown, at?: string) => this.request('PUT', url, { body, at });

  /** The body of a reply that must have the status; the reply's text in the failure message otherwise. */
  async expectOk<T>(reply: Promise<Reply>, status = 200): Promise<T> {
    const res = await reply;
    if (res.status !== status) {
      throw new Error(`expected ${status}, got ${res.status}: ${res.text.slice(0, 500)}`);
    }
    return res.body as T;
  }
}

/**
 * Signs in as the web client does: CSRF cookie, magic link (at `requestAt`), the token from the outbox of
 * `dataDir`, verify (at `verifyAt`). Both default to the browser's base.
 */
export async function signIn(
  browser: Browser,
  dataDir: string,
  email: string,
  at: { requestAt?: string; verifyAt?: string } = {},
): Promise<void> {
  await browser.expectOk(browser.get('/api/auth/csrf', at.requestAt));
  await browser.expectOk(browser.post('/api/auth/magic-link', { email }, at.requestAt), 204);
  await browser.expectOk(
    browser.post('/api/auth/verify', { token: latestSignInToken(dataDir, email) }, at.verifyAt),
  );
}
