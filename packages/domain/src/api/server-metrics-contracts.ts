import { z } from 'zod';
import { contract } from './contract';
import { refusals } from './errors';

/** The metrics for operators (docs/operations.md, docs/decisions/018-observability.md). */
export const serverMetricsContracts = {
  metrics: contract({
    operationId: 'getMetrics',
    description:
      'Prometheus metrics in the text exposition format. Platform admins, or a scraper sending METRICS_TOKEN as a bearer token; 401 or 403 otherwise.',
    method: 'GET',
    path: '/metrics',
    tags: ['system'],
    summary:
      'Prometheus metrics: requests by route and status, durations, process and database (platform admins or METRICS_TOKEN)',
    responses: { 200: z.string().describe('Prometheus text exposition format 0.0.4'), ...refusals(401, 403) },
  }),
};
