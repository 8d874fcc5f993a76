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
