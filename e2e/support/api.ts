import type { APIRequestContext, Page } from '@playwright/test';

/** The CSRF token the API set for this context (its cookie), fetched first if there is none yet. */
export async function csrfToken(request: APIRequestContext): Promise<string> {
  const cookie = async () =>
    (await request.storageState()).cookies.find((candidate) => candidate.name === 'XSRF-TOKEN')?.value;
  let token = await cookie();
  if (!token) {
    await request.get('/api/auth/csrf');
    token = await cookie();
  }
  if (!token) throw new Error('GET /api/auth/csrf set no XSRF-TOKEN cookie');
  return decodeURIComponent(token);
}

/** A JSON call with the context's cookies and the CSRF header, as the app sends it; its answer, or an error. */
export async function requestApi<T>(
  request: APIRequestContext,
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await request.fetch(url, {
    method,
    headers: { 'X-XSRF-TOKEN': await csrfToken(request) },
    ...(body === undefined ? {} : { data: body }),
  });
  if (!response.ok()) throw new Error(`${method} ${url}: ${response.status()} ${await response.text()}`);
  return (response.status() === 204 ? undefined : await response.json()) as T;
}

/** A JSON call in the browser context of the page: its cookies (the signed-in user's) and the CSRF header. */
export function callApi<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return requestApi<T>(page.context().request, method, url, body);
}
