import { z } from 'zod';
import { contract } from './contract';
import { refusals } from './errors';
import { statisticsQuerySchema, statisticsResponseSchema } from './statistics';

/**
 * Calls about the site itself: its probes and metrics (ADR 018), its public configuration and the consented page-view
 * counts.
 */
const MAX_PATH_LENGTH = 512;

/**
 * A same-site path as `location.pathname` gives it: one leading slash (not `//` or `/\`, which browsers read as
 * another host), then printable ASCII only (percent-encoded), no whitespace or backslash. Query string and
 * fragment are dropped before anything is stored.
 */
const pageViewPathSchema = z
  .string()
  .min(1)
  .max(MAX_PATH_LENGTH)
  .transform((value) => value.split(/[?#]/, 1)[0] ?? '')
  .pipe(z.string().regex(/^\/(?![/\\])[!-[\]-~]*$/, 'Nur ein Pfad dieser Website ist erlaubt.'));
/** @internal */
export const pageViewBodySchema = z.strictObject({ path: pageViewPathSchema });

const publicConfigSchema = z.object({
  matomo: z.object({ url: z.string(), siteId: z.string() }).nullable(),
});

export const siteContracts = {
  health: contract({
    operationId: 'checkLiveness',
    description:
      "Public. Answers as long as the process runs, without touching the database: for a process supervisor's liveness check.",
    method: 'GET',
    path: '/health',
    tags: ['system'],
    summary: 'Liveness probe: the process answers',
    responses: { 200: z.object({ status: z.literal('ok') }) },
  }),
  ready: contract({
    operationId: 'checkReadiness',
    description:
      "Public. Answers 200 when the database answers and 503 (UNAVAILABLE) when not: for a load balancer's readiness check.",
    method: 'GET',
    path: '/ready',
    tags: ['system'],
    summary: 'Readiness probe: the database answers (a load balancer sends no traffic before)',
    responses: { 200: z.object({ status: z.literal('ready') }), ...refusals(503) },
  }),
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
  publicConfig: contract({
    operationId: 'getPublicConfig',
    description:
      "Public. What the web app needs before sign-in: the Matomo tracker's address and site id when the operator configured one, else null.",
    method: 'GET',
    path: '/config/public',
    tags: ['config'],
    summary: 'Public client configuration (optional Matomo tracker)',
    responses: { 200: publicConfigSchema },
  }),
  pageView: contract({
    operationId: 'countPageView',
    description:
      'Public, sent by the web app only after the visitor consented to statistics. Stores the page (ids folded into the route pattern) and the day, nothing about the visitor. Limited per client address (429).',
    method: 'POST',
    path: '/stats/pageview',
    tags: ['stats'],
    summary:
      'Count one page view (only the page and day are stored; sent only after consent; the office’s own pages are not counted)',
    body: pageViewBodySchema,
    responses: { 204: z.null(), ...refusals(400, 403, 429) },
  }),
  statistics: contract({
    operationId: 'getPageViewStatistics',
    description:
      "Platform admins. Page views per page and day or week in a date range of the programme's years (400 for a range outside them).",
    method: 'GET',
    path: '/admin/statistics',
    tags: ['stats'],
    summary:
      'Page views per page and day or week in a date range (default: the last 30 days, per day); ids folded into the route pattern',
    query: statisticsQuerySchema,
    responses: { 200: statisticsResponseSchema, ...refusals(400, 401, 403) },
  }),
};
