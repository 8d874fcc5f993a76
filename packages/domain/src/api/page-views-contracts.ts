import { z } from 'zod';
import { contract } from './contract';
import { refusals } from './errors';
import { statisticsQuerySchema, statisticsResponseSchema } from './statistics';

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

/** The page views counted with consent (docs/product.md, Statistics) and the office's statistics of them. */
export const pageViewsContracts = {
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
