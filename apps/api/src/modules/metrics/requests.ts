import type { Metric, Registry } from 'prom-client';

/** Upper bounds in seconds: most API calls take milliseconds; PDFs, exports and uploads take seconds. */
export const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type RequestObservation = { method: string; route: string; status: number; seconds: number };

type Tally = {
  labels: { method: string; route: string };
  statuses: Map<number, number>;
  /** Per bucket of DURATION_BUCKETS, not cumulative; the last one counts what is above every bound. */
  buckets: number[];
  sum: number;
  count: number;
};

type Value = {
  value: number;
  labels: Record<string, string | number>;
  sharedLabels?: Record<string, string>;
  metricName?: string;
};

/**
 * `http_requests_total` (counter by method, route and status) and `http_request_duration_seconds` (histogram by
 * method and route), tallied per request with one Map lookup and a few additions, and handed to the registry as
 * prom-client's own Counter and Histogram hand theirs at scrape time (the same series, labels and lines).
 * prom-client's `inc` and `observe` validate and hash the label set on every call, which was 3–4 % of a small
 * API request's time (B1, docs/decisions/025-pdf-fonts-and-request-path.md).
 */
export function requestMetrics(registry: Registry) {
  const tallies = new Map<string, Tally>();

  const metric = (name: string, help: string, type: 'counter' | 'histogram', values: () => Value[]) =>
    ({
      name,
      help,
      type,
      aggregator: 'sum',
      get: async () => ({ name, help, type, aggregator: 'sum', values: values() }),
      reset: () => tallies.clear(),
    }) as unknown as Metric;

  registry.registerMetric(
    metric(
      'http_requests_total',
      'Completed HTTP requests by method, route pattern and status code.',
      'counter',
      () =>
        [...tallies.values()].flatMap(({ labels, statuses }) =>
          [...statuses].map(([status, value]) => ({ labels: { ...labels, status: String(status) }, value })),
        ),
    ),
  );
  const durationName = 'http_request_duration_seconds';
  registry.registerMetric(
    metric(
      durationName,
      'Time from receiving a request to the end of its response, by method and route pattern.',
      'histogram',
      () =>
        [...tallies.values()].flatMap(({ labels, buckets, sum, count }): Value[] => {
          let cumulative = 0;
          return [
            ...DURATION_BUCKETS.map((le, index) => {
              cumulative += buckets[index]!;
              return {
                labels: { le },
                sharedLabels: labels,
                value: cumulative,
                metricName: `${durationName}_bucket`,
              };
            }),
            {
              labels: { le: '+Inf' },
              sharedLabels: labels,
              value: count,
              metricName: `${durationName}_bucket`,
            },
            { labels: {}, sharedLabels: labels, value: sum, metricName: `${durationName}_sum` },
            { labels: {}, sharedLabels: labels, value: count, metricName: `${durationName}_count` },
          ];
        }),
    ),
  );

  return function observeRequest({ method, route, status, seconds }: RequestObservation) {
    const key = `${method} ${route}`;
    let tally = tallies.get(key);
    if (!tally) {
      tally = {
        labels: { method, route },
        statuses: new Map(),
        buckets: new Array<number>(DURATION_BUCKETS.length + 1).fill(0),
        sum: 0,
        count: 0,
      };
      tallies.set(key, tally);
    }
    tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
    let bucket = 0;
    while (bucket < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[bucket]!) bucket += 1;
    tally.buckets[bucket]! += 1;
    tally.sum += seconds;
    tally.count += 1;
  };
}
