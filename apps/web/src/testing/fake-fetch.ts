import { QueryClient } from '@tanstack/react-query';
import { vi } from 'vitest';

export type FakeCall = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  /** The caller's signal, for a reply that never comes unless it is aborted. */
  signal?: AbortSignal | null | undefined;
};
export type FakeReply = { status: number; body?: unknown; setCookie?: string };
type Handler = (call: FakeCall) => FakeReply | Promise<FakeReply>;

/** The API's 400 for fields it refused (`VALIDATION_FAILED` with the fields' paths, codes and German messages). */
export function fieldsRefused(fields: { path: string; code: string; message: string }[]): FakeReply {
  return {
    status: 400,
    body: { status: 400, code: 'VALIDATION_FAILED', message: 'Bitte prüfen Sie Ihre Eingaben.', fields },
  };
}

function jsonResponse({ status, body }: FakeReply): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A stand-in for the API: records every call and answers through `handler`. */
export function createFakeFetch(handler: Handler) {
  const calls: FakeCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: FakeCall = {
      method: init?.method ?? 'GET',
      path: url.pathname + url.search,
      headers: Object.fromEntries(
        Object.entries((init?.headers as Record<string, string> | undefined) ?? {}).map(([k, v]) => [
          k.toLowerCase(),
          v,
        ]),
      ),
      body:
        typeof init?.body === 'string'
          ? JSON.parse(init.body)
          : init?.body instanceof FormData || init?.body instanceof Blob
            ? init.body
            : undefined,
      signal: init?.signal,
    };
    calls.push(call);
    const reply = await handler(call);
    if (reply.setCookie) document.cookie = reply.setCookie;
    return jsonResponse(reply);
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const notFound: FakeReply = {
  status: 404,
  body: { status: 404, code: 'NOT_FOUND', message: 'Nicht gefunden.' },
};

/**
 * A signed-in browser before a stand-in API: the session's cookies set, fetch replaced (vi.unstubAllGlobals puts
 * it back), `handler`'s answers and 404 for everything else, and a query client that does not retry.
 */
export function stubSignedInApi(
  handler: (call: FakeCall) => FakeReply | undefined | Promise<FakeReply | undefined>,
) {
  document.cookie = 'XSRF-TOKEN=t';
  document.cookie = 'signed_in=1';
  const fake = createFakeFetch(async (call) => (await handler(call)) ?? notFound);
  vi.stubGlobal('fetch', fake.fetch);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return { fake, queryClient };
}
