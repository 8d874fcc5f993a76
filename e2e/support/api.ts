import type { Page } from '@playwright/test';

/** A JSON call from inside the page: its cookies and the CSRF header, as the app sends them. */
export async function callApi<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const csrf = () => document.cookie.match(/(?:^|; )XSRF-TOKEN=([^;]*)/)?.[1];
      if (!csrf()) await fetch('/api/auth/csrf', { credentials: 'include' });
      const response = await fetch(url, {
        method,
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-XSRF-TOKEN': decodeURIComponent(csrf() ?? '') },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
      return response.status === 204 ? undefined : response.json();
    },
    { method, url, body },
  ) as Promise<T>;
}
