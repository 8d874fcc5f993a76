import { randomInt } from 'node:crypto';
import { CSRF_COOKIE, CSRF_HEADER, type User } from '@cert/domain';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app';
import type { TestContext } from './app';
import { latestSignInToken } from './outbox';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let counter = 0;
/** A fresh address per call, unique across the test file (and across runs against one database). */
export const uniqueEmail = (name = 'person') => `${name}-${++counter}-${Date.now()}@amt.example`;

type RequestOptions = Omit<InjectOptions, 'url' | 'method'> & {
  /** false: send no X-XSRF-TOKEN header even on an unsafe method. */
  csrf?: boolean;
};

/**
 * A browser seen through inject: keeps the cookies the API sets, sends them back, and copies the XSRF-TOKEN
 * cookie into the X-XSRF-TOKEN header on unsafe methods, as the web client does. Each one has its own IP.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    readonly app: App,
    readonly ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
  ) {}

  async request(method: string, url: string, options: RequestOptions = {}): Promise<LightMyRequestResponse> {
    const { csrf = true, headers = {}, ...rest } = options;
    const extra: Record<string, string> = {};
    if (this.cookies.size) extra.cookie = this.cookieHeader();
    // Over https the cookie has the __Host- name; the web client reads either (lib/api-client.ts).
    const csrfToken = this.cookies.get(CSRF_COOKIE) ?? this.cookies.get(`__Host-${CSRF_COOKIE}`);
    if (csrf && csrfToken && UNSAFE.has(method.toUpperCase())) extra[CSRF_HEADER] = csrfToken;
    const response = await this.app.inject({
      method: method as InjectOptions['method'],
      url,
      remoteAddress: this.ip,
      ...rest,
      headers: { ...extra, ...headers },
    });
    this.store(response);
    return response;
  }

  get(url: string, options?: RequestOptions) {
    return this.request('GET', url, options);
  }
  post(url: string, payload?: unknown, options?: RequestOptions) {
    return this.request('POST', url, {
      ...(payload === undefined ? {} : { payload: payload as object }),
      ...options,
    });
  }
  put(url: string, payload?: unknown, options?: RequestOptions) {
    return this.request('PUT', url, {
      ...(payload === undefined ? {} : { payload: payload as object }),
      ...options,
    });
  }

  /** Fetches a CSRF token the way the web client does when it has no XSRF-TOKEN cookie. */
  async ensureCsrf(): Promise<string> {
    const current = () => this.cookies.get(CSRF_COOKIE) ?? this.cookies.get(`__Host-${CSRF_COOKIE}`);
    if (!current()) await this.get('/api/auth/csrf');
    const token = current();
    if (!token) throw new Error('GET /api/auth/csrf set no XSRF-TOKEN cookie');
    return token;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** A copy with the same cookies, e.g. a second tab or a stolen cookie set. */
  clone(): TestBrowser {
    const copy = new TestBrowser(this.app, this.ip);
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }

  private store(response: LightMyRequestResponse): void {
    for (const cookie of response.cookies as Array<{
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }>) {
      const expired =
        cookie.value === '' ||
        cookie.maxAge === 0 ||
        (cookie.expires !== undefined && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
  }
}

export type SignedIn = { browser: TestBrowser; user: User; callbackUrl: string | null };

/**
 * Signs in as the address through the real flow: CSRF token, magic-link request, the link from the outbox,
 * verification. Returns a browser holding the session cookies; its unsafe requests carry the CSRF header.
 */
export async function signIn(
  t: Pick<TestContext, 'app' | 'dataDir'>,
  email: string,
  options: {
    callbackUrl?: string;
    browser?: TestBrowser;
    /** Where the link is read: the outbox unless the app sends its mail elsewhere (SMTP_URL). */
    token?: (email: string) => string;
    /** Confirms the sign-in, as a browser signed in as someone else must (docs/security.md 46). */
    confirm?: boolean;
  } = {},
): Promise<SignedIn> {
  const browser = options.browser ?? new TestBrowser(t.app);
  await browser.ensureCsrf();
  const requested = await browser.post('/api/auth/magic-link', { email, callbackUrl: options.callbackUrl });
  if (requested.statusCode !== 204)
    throw new Error(`magic-link answered ${requested.statusCode}: ${requested.body}`);
  const verified = await browser.post('/api/auth/verify', {
    token: options.token?.(email) ?? latestSignInToken(t.dataDir, email),
    ...(options.confirm ? { confirm: true } : {}),
  });
  if (verified.statusCode !== 200)
    throw new Error(`verify answered ${verified.statusCode}: ${verified.body}`);
  const body = verified.json() as { user: User; callbackUrl: string | null };
  return { browser, user: body.user, callbackUrl: body.callbackUrl };
}
