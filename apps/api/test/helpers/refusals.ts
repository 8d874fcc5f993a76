import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { apiErrorSchema, type ApiError } from '@cert/domain';
import type { TestBrowser } from './browser';

/** Asserts the API error shape with the status; returns it for further checks. */
export function expectApiError(res: LightMyRequestResponse, status: number): ApiError {
  expect(res.statusCode, res.body).toBe(status);
  const body = apiErrorSchema.strict().parse(res.json());
  expect(body.status).toBe(status);
  return body;
}

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
