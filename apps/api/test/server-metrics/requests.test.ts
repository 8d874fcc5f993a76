import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { requestMetrics, type RequestObservation } from '../../src/modules/server-metrics/requests';

/** The request metrics (src/modules/server-metrics/requests.ts): the series, labels and buckets a scrape reads. */

const observations: RequestObservation[] = [
  { method: 'GET', route: '/api/health', status: 200, seconds: 0.0004 },
  { method: 'GET', route: '/api/health', status: 200, seconds: 0.005 },
  { method: 'GET', route: '/api/health', status: 503, seconds: 2.0000001 },
  { method: 'POST', route: '/api/auth/magic-link', status: 204, seconds: 0.0123 },
  { method: 'GET', route: 'unmatched', status: 404, seconds: 0.01 },
  { method: 'GET', route: '/api/health', status: 200, seconds: 10 },
  { method: 'GET', route: '/api/admin/export/"quoted"\\route', status: 200, seconds: 12.5 },
];

describe('request metrics', () => {
  it('count by method, route and status and time by method and route, with the bounds inclusive', async () => {
    const registry = new Registry();
    const observe = requestMetrics(registry);
    for (const observation of observations) observe(observation);
    const exposition = await registry.metrics();

    expect(exposition).toContain('http_requests_total{method="GET",route="/api/health",status="200"} 3');
    expect(exposition).toContain('http_requests_total{method="GET",route="/api/health",status="503"} 1');
    expect(exposition).toContain('http_requests_total{method="GET",route="unmatched",status="404"} 1');
    // A bound counts what is at most it: 0.0004 and 0.005 fall in 0.005, 2.0000001 in 2.5, 10 in 10.
    expect(exposition).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health"} 2',
    );
    expect(exposition).toContain(
      'http_request_duration_seconds_bucket{le="1",method="GET",route="/api/health"} 2',
    );
    expect(exposition).toContain(
      'http_request_duration_seconds_bucket{le="2.5",method="GET",route="/api/health"} 3',
    );
    expect(exposition).toContain(
      'http_request_duration_seconds_bucket{le="10",method="GET",route="/api/health"} 4',
    );
    expect(exposition).toContain('http_request_duration_seconds_count{method="GET",route="/api/health"} 4');
    // Above the last bound: only +Inf counts it. A route's quotes and backslashes are escaped.
    expect(exposition).toContain(
      'http_request_duration_seconds_bucket{le="10",method="GET",route="/api/admin/export/\\"quoted\\"\\\\route"} 0',
    );
    expect(exposition).toContain(
      'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/admin/export/\\"quoted\\"\\\\route"} 1',
    );

    registry.resetMetrics();
    expect(await registry.metrics()).not.toContain('/api/health');
  });
});
