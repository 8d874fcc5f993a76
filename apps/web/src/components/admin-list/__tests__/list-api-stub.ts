import { vi } from 'vitest';
import { createFakeFetch, type FakeCall, type FakeReply } from '@/testing/fake-fetch';

/** Stubs fetch for a list screen's tests: calls below `pathPrefix` get `reply`, all others 404. */
export function stubListApi(pathPrefix: string, reply: (call: FakeCall) => FakeReply) {
  const fake = createFakeFetch((call) => (call.path.startsWith(pathPrefix) ? reply(call) : { status: 404 }));
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

/** The list calls' paths and query parameters. */
export const listCalls = (calls: FakeCall[]) =>
  calls.map((call) => {
    const url = new URL(call.path, 'http://localhost');
    return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
  });

export const lastQuery = (calls: FakeCall[]) => listCalls(calls).at(-1)?.query;

/** The query parameters of the address the rendered route is at. */
export const locationQuery = (view: { router: { state: { location: { search: string } } } }) =>
  Object.fromEntries(new URLSearchParams(view.router.state.location.search));
