import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import {
  DURATION_BUCKETS,
  requestMetrics,
  type RequestObservation,
} from '../../src/modules/metrics/requests';

/**
 * The request metrics' own tallies (src/modules/metrics/requests.ts) against prom-client's Counter and Histogram
 * fed with the same requests: the exposition must have the same lines.
 */

const observations: RequestObservation[] = [
  { method: 'GET', route: '/api/health', status: 200, seconds: 0.0004 },
  { method: 'GET', route: '/api/health', status: 200, seconds: 0.005 },
  { method: 'GET', route: '/api/health', status: 503, seconds: 2.0000001 },
  { method: 'POST', route: '/api/auth/magic-link', status: 204, seconds: 0.0123 },
  { method: 'GET', route: '/api/organization/:id', status: 404, seconds: 0.25 },
  { method: 'GET', route: 'unmatched', status: 404, seconds: 0.01 },
  { method: 'GET', route: '/api/health', status: 200, seconds: 10 },
  { method: 'GET', route: '/api/admin/export/"quoted"\\route', status: 200, seconds: 12.5 },
  { method: 'POST', route: '/api/auth/magic-link', status: 429, seconds: 0.1 },
];

const lines = (text: string) => text.split('\n').sort();

describe('request metrics', () => {
  it('expose the same series as prom-client counting and timing the same requests', async () => {
    const ours = new Registry();
    const observe = requestMetrics(ours);

    const reference = new Registry();
    const requests = new Counter({
      name: 'http_requests_total',
      help: 'Completed HTTP requests by method, route pattern and status code.',
      labelNames: ['method', 'route', 'status'] as const,
      registers: [reference],
    });
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to the end of its response, by method and route pattern.',
      labelNames: ['method', 'route'] as const,
      buckets: DURATION_BUCKETS,
      registers: [reference],
    });

    expect(await ours.metrics()).toBe(await reference.metrics());
    for (const { method, route, status, seconds } of observations) {
      observe({ method, route, status, seconds });
      requests.inc({ method, route, status: String(status) });
      durations.observe({ method, route }, seconds);
    }
    const exposition = await ours.metrics();
    expect(lines(exposition)).toEqual(lines(await reference.metrics()));
    expect(exposition).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health"} 2',
    );
    expect(exposition).toContain('http_requests_total{method="GET",route="/api/health",status="200"} 3');

    ours.resetMetrics();
    expect(await ours.metrics()).not.toContain('/api/health');
  });
});
