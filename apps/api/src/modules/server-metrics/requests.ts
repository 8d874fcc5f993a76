import { Counter, Histogram, type Registry } from 'prom-client';

/** Upper bounds in seconds: most API calls take milliseconds; PDFs, exports and uploads take seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type RequestObservation = { method: string; route: string; status: number; seconds: number };

/**
 * `http_requests_total` (counter by method, route and status) and `http_request_duration_seconds` (histogram by
 * method and route): prom-client's own Counter and Histogram, registered on the app's registry.
 */
export function requestMetrics(registry: Registry) {
  const registers = [registry];
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Completed HTTP requests by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to the end of its response, by method and route pattern.',
    labelNames: ['method', 'route'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });

  return function observeRequest({ method, route, status, seconds }: RequestObservation) {
    requests.inc({ method, route, status: String(status) });
    durations.observe({ method, route }, seconds);
  };
}
