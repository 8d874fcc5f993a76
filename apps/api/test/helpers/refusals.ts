import { expect } from 'vitest';
import type { TestBrowser } from './browser';
import { expectApiError } from '../organization/support';

/**
 * Sends `body` JSON-encoded as it is (undefined as an empty body), as a client that ignores the schema would, and
 * expects the refusal such a body gets: a 4xx in the API's error shape, never a 500 (docs/security.md).
 */
export async function expectJsonRefused(
  browser: TestBrowser,
  method: 'POST' | 'PUT',
  url: string,
  body: unknown,
): Promise<void> {
  const res = await browser.request(method, url, {
    payload: JSON.stringify(body) ?? '',
    headers: { 'content-type': 'application/json' },
  });
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  expectApiError(res, res.statusCode);
}
