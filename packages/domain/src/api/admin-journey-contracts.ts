import { z } from 'zod';
import { regexFilterProblem } from '../list-query';
import { API_BASE, contract, pathOf } from './contract';
import { refusals } from './errors';
import {
  adminJourneyListItemSchema,
  adminJourneyListQuerySchema,
  adminJourneyListSchema,
  adminJourneySchema,
  correctProviderRecordBodySchema,
  correctWorkshopBodySchema,
  decisionCommentBodySchema,
  innovationEntryBodySchema,
  journeyRequestSchema,
  providerRecordBodySchema,
  providerRecordSchema,
  recordFromRequestBodySchema,
  withdrawRecordBodySchema,
  workshopResultSchema,
} from './journey';

/**
 * The programme office's journey calls (ADR 014, ADR 041, ADR 047): both lists, one journey with its audit log, the
 * status decisions, the provider records, corrections and withdrawals, and the answers to respondents' requests.
 */
const tags = ['admin-journey'];
const idParams = z.strictObject({ id: z.uuid() });
const recordParams = z.strictObject({ id: z.uuid(), recordId: z.uuid() });
const writeRefusals = refusals(400, 401, 403, 404, 409);

/**
 * The spec's query keys (strict: unknown keys 400), and a name pattern the database may safely run.
 * @internal
 */
export const journeyListQuerySchema = adminJourneyListQuerySchema.superRefine((query, context) => {
  const pattern = query['filter.name._regex_'];
  const problem = pattern === undefined ? null : regexFilterProblem(pattern);
  if (problem) context.addIssue({ code: 'custom', path: ['filter.name._regex_'], message: problem });
});

const list = (path: string, summary: string) =>
  contract({
    method: 'GET',
    path,
    tags,
    summary,
    query: journeyListQuerySchema,
    responses: { 200: adminJourneyListSchema, ...refusals(400, 401, 403) },
  });

const status = (path: string, summary: string) =>
  contract({
    method: 'POST',
    path: `/admin/journeys/:id/${path}`,
    tags,
    summary,
    params: idParams,
    body: decisionCommentBodySchema,
    responses: { 200: adminJourneyListItemSchema, ...writeRefusals },
  });

const record = <B extends z.ZodType>(path: string, kind: string, body: B) =>
  contract({
    method: 'POST',
    path: `/admin/organization/:id/journey/provider/${path}`,
    tags,
    summary: `Record a provider’s ${kind} (platform admins)`,
    params: idParams,
    body,
    responses: { 201: providerRecordSchema, ...writeRefusals },
  });

const withdraw = (path: string, what: string) =>
  contract({
    method: 'PUT',
    path: `/admin/organization/:id/journey/${path}/:recordId/withdraw`,
    tags,
    summary:
      `Withdraw ${what} with a reason (platform admins): audit entry, journey recomputed, ` +
      'certificates of levels no longer completed revoked',
    params: recordParams,
    body: withdrawRecordBodySchema,
    responses: { 204: z.undefined(), ...writeRefusals },
  });

const requestParams = z.strictObject({ id: z.uuid(), requestId: z.uuid() });

export const adminJourneyContracts = {
  list: {
    all: list('/admin/journeys', 'All journeys (platform admins)'),
    tasks: list(
      '/admin/journeys/tasks',
      'Active journeys with an open task of the programme office (platform admins)',
    ),
  },
  read: contract({
    method: 'GET',
    path: '/admin/organization/:id/journey',
    tags,
    summary: 'An organisation’s journey with its audit log (platform admins)',
    params: idParams,
    responses: { 200: adminJourneySchema, ...refusals(400, 401, 403, 404) },
  }),
  status: {
    postpone: status(
      'postpone-procurement',
      'Postpone an active procurer journey, with a comment (platform admins)',
    ),
    close: status(
      'close-stale-procurement',
      'Close a procurer journey without activity as stale, with a comment (platform admins)',
    ),
  },
  /** The four record calls of docs/product.md §7 "Admin", keyed by the record's kind. */
  record: {
    event: record('professional/event', 'event', providerRecordBodySchema),
    elearning: record('professional/elearning', 'elearning', providerRecordBodySchema),
    'innovation-entry': record(
      'practitioner/innovation-entry',
      'innovation-entry',
      innovationEntryBodySchema,
    ),
    presentation: record('practitioner/presentation', 'presentation', providerRecordBodySchema),
  },
  withdraw: {
    workshop: withdraw('procurement/workshop', 'a workshop result'),
    'provider-record': withdraw('provider/record', 'a provider record'),
  },
  correct: {
    'provider-record': contract({
      method: 'PUT',
      path: '/admin/organization/:id/journey/provider/record/:recordId',
      tags,
      summary:
        'Correct a provider record in place with a reason (platform admins): audit entry with before and after, ' +
        'journey recomputed, certificates of levels no longer completed revoked',
      params: recordParams,
      body: correctProviderRecordBodySchema,
      responses: { 200: providerRecordSchema, ...writeRefusals },
    }),
    workshop: contract({
      method: 'PUT',
      path: '/admin/organization/:id/journey/procurement/workshop/:recordId',
      tags,
      summary:
        'Correct a workshop result in place (date, passed, comment, a replacing report by reportRef from an ' +
        'upload) with a reason (platform admins); as the provider record; the old report stays',
      params: recordParams,
      body: correctWorkshopBodySchema,
      responses: { 200: workshopResultSchema, ...writeRefusals },
    }),
  },
  requests: {
    record: contract({
      method: 'POST',
      path: '/admin/organization/:id/journey/requests/:requestId/record',
      tags,
      summary: 'Record a reported participation as the office checked it (platform admins)',
      params: requestParams,
      body: recordFromRequestBodySchema,
      responses: { 201: providerRecordSchema, ...writeRefusals },
    }),
    dismiss: contract({
      method: 'POST',
      path: '/admin/organization/:id/journey/requests/:requestId/dismiss',
      tags,
      summary: 'Decline a request with a reason (platform admins)',
      params: requestParams,
      body: decisionCommentBodySchema,
      responses: { 200: journeyRequestSchema, ...writeRefusals },
    }),
  },
};

export const allAdminJourneyContracts = () => [
  ...Object.values(adminJourneyContracts.list),
  adminJourneyContracts.read,
  ...Object.values(adminJourneyContracts.status),
  ...Object.values(adminJourneyContracts.record),
  ...Object.values(adminJourneyContracts.withdraw),
  ...Object.values(adminJourneyContracts.correct),
  ...Object.values(adminJourneyContracts.requests),
];

/**
 * A record's address as the browser calls it: the correct call (PUT), and with /withdraw its withdrawal.
 * @internal
 */
export const adminRecordPath = (
  organizationId: string,
  kind: 'workshop' | 'provider-record',
  recordId: string,
) => `${API_BASE}${pathOf(adminJourneyContracts.correct[kind], { id: organizationId, recordId })}`;
/** @internal */
export const adminWithdrawPath = (
  organizationId: string,
  kind: 'workshop' | 'provider-record',
  recordId: string,
) => `${API_BASE}${pathOf(adminJourneyContracts.withdraw[kind], { id: organizationId, recordId })}`;
