// Sub-paths only: public pages load this client first, without zod and the domain's schemas.
import { authPaths, CSRF_COOKIE, CSRF_HEADER, SESSION_HINT_COOKIE } from '@cert/domain/api/auth-paths';
import { ErrorCode } from '@cert/domain/api/error-codes';
import { messages } from '@cert/domain/messages';
import {
  API_BASE,
  pathOf,
  searchOf,
  type CallInput,
  type Contract,
  type ResponseOf,
} from '@cert/domain/api/contract';
import { ApiError, NETWORK_ERROR_CODE } from './api-error';
import { readCookie } from './session-hint';

export { ApiError, doneIfNotFound, isApiError, userMessageOf } from './api-error';

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type RequestOptions = {
  body?: unknown;
  signal?: AbortSignal;
  /** Request headers of the call (e.g. If-Match). */
  headers?: Record<string, string>;
};

/** A contract's call: exactly the parts its contract names, and a signal to end it. */
type CallOptions<C extends Contract> = CallInput<C> & { signal?: AbortSignal };
export type CallArguments<C extends Contract> =
  object extends CallInput<C> ? [CallOptions<C>?] : [CallOptions<C>];

type ApiClientConfig = {
  /** Prefix of every path; the API lives under /api (docs/product.md §7). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Returns the document's cookie string; injectable for tests. */
  readCookies?: () => string;
  /** Called once the session is known to be gone (refresh failed): the app resets its state. */
  onSessionExpired?: () => void;
};

type ApiClient = {
  /**
   * Calls the endpoint a contract describes (docs/decisions/048-endpoint-contracts.md): its path filled from
   * `params`, its query, body and headers as typed by the contract, its success body typed as the contract's (the
   * API serialises it through the same schema).
   */
  call<C extends Contract>(endpoint: C, ...input: CallArguments<C>): Promise<ResponseOf<C>>;
  get<T>(path: string, options?: Omit<RequestOptions, 'body'>): Promise<T>;
  post<T = void>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T = void>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T = void>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T = void>(path: string, options?: RequestOptions): Promise<T>;
  /** POSTs and hands back the answer as it is, for files (lib/file-download.ts); errors as for JSON calls. */
  postForResponse(path: string, body?: unknown, options?: RequestOptions): Promise<Response>;
  setOnSessionExpired(handler: (() => void) | undefined): void;
  /** Whether the browser holds a session at all; without one there is nothing to ask or refresh. */
  hasSession(): boolean;
};

const SIGN_IN_PATH = authPaths.verify;
/** Below the 64 KiB browsers allow all keepalive requests of a page together. */
const KEEPALIVE_LIMIT = 48 * 1024;
const pageHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';
const UNSAFE_METHODS = new Set<HttpMethod>(['POST', 'PUT', 'PATCH', 'DELETE']);
const CSRF_COOKIE_NAMES = [CSRF_COOKIE, `__Host-${CSRF_COOKIE}`];

/**
 * The one HTTP client of the app (docs/product.md §7): JSON, cookies included, no time-out, CSRF header on unsafe
 * requests, one silent session refresh on 401 shared by all concurrent callers; a 401 it cannot mend is reported to
 * `onSessionExpired`.
 * @internal
 */
export function createApiClient(config: ApiClientConfig = {}): ApiClient {
  const baseUrl = config.baseUrl ?? API_BASE;
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const readCookies = config.readCookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie));
  let onSessionExpired = config.onSessionExpired;

  // Fallback for when the cookie is not readable from script (e.g. a prefixed name the server chose).
  let csrfTokenFromBody: string | undefined;
  let csrfPending: Promise<string | undefined> | undefined;
  let refreshPending: Promise<boolean> | undefined;
  // Bumped by every sign-in: a request that started before it must not end the new session by failing.
  let sessionGeneration = 0;

  const csrfFromCookie = () => {
    const cookies = readCookies();
    for (const name of CSRF_COOKIE_NAMES) {
      const value = readCookie(cookies, name);
      if (value) return value;
    }
    return undefined;
  };

  const hasSession = () => readCookie(readCookies(), SESSION_HINT_COOKIE) !== undefined;

  async function send(method: HttpMethod, path: string, options: RequestOptions, csrfToken?: string) {
    // A form (file upload) goes as multipart: the browser sets the Content-Type with its boundary.
    const isForm = options.body instanceof FormData;
    // A file goes as its bytes with its own type (a seal to check: docs/security.md 45).
    const isFile = options.body instanceof Blob;
    const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
    if (isFile) headers['Content-Type'] = (options.body as Blob).type || 'application/octet-stream';
    else if (options.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
    if (csrfToken) headers[CSRF_HEADER] = csrfToken;
    const body =
      isForm || isFile
        ? (options.body as FormData | Blob)
        : options.body === undefined
          ? undefined
          : JSON.stringify(options.body);
    try {
      return await doFetch(`${baseUrl}${path}`, {
        method,
        headers,
        credentials: 'include',
        body,
        signal: options.signal,
        // Sent while the page is hidden (left, reloaded, a phone switching apps): the request outlives the page, so
        // that an answer given a second before is saved (issue 54). Browsers take such bodies up to 64 KiB.
        keepalive:
          pageHidden() && (body === undefined || (typeof body === 'string' && body.length < KEEPALIVE_LIMIT)),
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: messages.genericError });
    }
  }

  function fetchCsrfToken(): Promise<string | undefined> {
    csrfPending ??= (async () => {
      try {
        const response = await send('GET', authPaths.csrf, {});
        if (!response.ok) return undefined;
        const body = (await response.json().catch(() => undefined)) as { token?: unknown } | undefined;
        csrfTokenFromBody = typeof body?.token === 'string' ? body.token : undefined;
        return csrfFromCookie() ?? csrfTokenFromBody;
      } finally {
        csrfPending = undefined;
      }
    })();
    return csrfPending;
  }

  async function csrfTokenFor(method: HttpMethod): Promise<string | undefined> {
    if (!UNSAFE_METHODS.has(method)) return undefined;
    return csrfFromCookie() ?? csrfTokenFromBody ?? (await fetchCsrfToken());
  }

  function refreshSession(): Promise<boolean> {
    refreshPending ??= (async () => {
      try {
        const response = await sendWithCsrf('POST', authPaths.refresh, {});
        return response.ok;
      } catch {
        return false;
      } finally {
        refreshPending = undefined;
      }
    })();
    return refreshPending;
  }

  async function sendWithCsrf(method: HttpMethod, path: string, options: RequestOptions) {
    let response = await send(method, path, options, await csrfTokenFor(method));
    if (response.status === 403 && UNSAFE_METHODS.has(method) && (await isCsrfRejection(response))) {
      // The token may belong to an older session (sign-in and refresh rotate it): fetch a fresh one, retry once.
      csrfTokenFromBody = undefined;
      response = await send(method, path, options, await fetchCsrfToken());
    }
    return response;
  }

  /** Sends with CSRF and the one session refresh; a response that is not ok becomes an ApiError. */
  async function respond(method: HttpMethod, path: string, options: RequestOptions): Promise<Response> {
    const generation = sessionGeneration;
    let response = await sendWithCsrf(method, path, options);
    if (response.status === 401 && !path.startsWith('/auth/')) {
      // Without the hint there is no refresh cookie either: the session's cookies ended together (its lifetime, or
      // a sign-out in another tab). Either way the handler learns of it and decides whether anyone was signed in.
      if (hasSession() && (await refreshSession())) response = await sendWithCsrf(method, path, options);
      if (response.status === 401 && generation === sessionGeneration) onSessionExpired?.();
    }
    if (path === SIGN_IN_PATH && response.ok) sessionGeneration += 1;
    if (!response.ok) throw await ApiError.fromResponse(response);
    return response;
  }

  async function request<T>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const response = await respond(method, path, options);
    if (response.status === 204 || response.headers.get('Content-Length') === '0') return undefined as T;
    const contentType = response.headers.get('Content-Type') ?? '';
    if (!contentType.includes('json')) return undefined as T;
    return (await response.json()) as T;
  }

  return {
    call: <C extends Contract>(endpoint: C, ...[input]: CallArguments<C>) => {
      const { params, query, body, headers, signal } = (input ?? {}) as {
        params?: Record<string, unknown>;
        query?: Record<string, unknown>;
        body?: unknown;
        headers?: Record<string, string>;
        signal?: AbortSignal;
      };
      const path = `${pathOf(endpoint, params)}${searchOf(query)}`;
      return request<ResponseOf<C>>(endpoint.method, path, { body, headers, signal });
    },
    get: (path, options) => request('GET', path, options),
    post: (path, body, options) => request('POST', path, { ...options, body }),
    put: (path, body, options) => request('PUT', path, { ...options, body }),
    patch: (path, body, options) => request('PATCH', path, { ...options, body }),
    delete: (path, options) => request('DELETE', path, options),
    postForResponse: (path, body, options) => respond('POST', path, { ...options, body }),
    setOnSessionExpired(handler) {
      onSessionExpired = handler;
    },
    hasSession,
  };
}

async function isCsrfRejection(response: Response): Promise<boolean> {
  try {
    const body = (await response.clone().json()) as { code?: unknown };
    return body.code === ErrorCode.CsrfInvalid;
  } catch {
    return false;
  }
}

export const api = createApiClient();
