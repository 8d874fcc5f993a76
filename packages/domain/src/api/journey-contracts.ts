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
  goldLevelSchema,
  innovationEntryBodySchema,
  journeyRequestSchema,
  participationReportBodySchema,
  practitionerLevelSchema,
  procurementJourneySchema,
  professionalLevelSchema,
  providerJourneySchema,
  providerRecordBodySchema,
  providerRecordSchema,
  questionnaireLevelSchema,
  recordFromRequestBodySchema,
  silverLevelSchema,
  withdrawRecordBodySchema,
  workshopRequestBodySchema,
  workshopResultSchema,
} from '../journey/model';

/**
 * The journey reads of members and platform admins (docs/decisions/014-journeys.md; 404 for everyone else), the
 * specification's slices of them, and the members' requests to the office (ADR 047).
 */
const tags = ['journey'] as const;
const idParams = z.strictObject({ id: z.uuid() });
const readers = '(members of the organisation, platform admins)';
const readRefusals = refusals(400, 401, 404);

const readDescription =
  'Members of the organisation and platform admins; anyone else gets 404, as for an organisation that does not ' +
  'exist. A level says whether it is open, passed, failed or waiting (with the day it opens) and holds its records ' +
  'and, once passed, its certificate.';
const slice = <S extends z.ZodType>(path: string, name: string, operationId: string, schema: S) =>
  contract({
    method: 'GET',
    path: `/journey/${path}/organization/:id`,
    operationId,
    description: readDescription,
    tags,
    summary: `The ${path.startsWith('provider') ? 'provider' : 'procurer'} journey's level ${name} ${readers}`,
    params: idParams,
    responses: { 200: schema, ...readRefusals },
  });

const requestRefusals = refusals(400, 401, 403, 404, 409);

export const journeyContracts = {
  procurement: contract({
    method: 'GET',
    path: '/journey/procurement/organization/:id',
    operationId: 'getProcurerJourney',
    description: readDescription,
    tags,
    summary: `The whole procurer journey: every level with its records and status ${readers}`,
    params: idParams,
    responses: { 200: procurementJourneySchema, ...readRefusals },
  }),
  provider: contract({
    method: 'GET',
    path: '/journey/provider/organization/:id',
    operationId: 'getProviderJourney',
    description: readDescription,
    tags,
    summary: `The whole provider journey: every level with its records and status ${readers}`,
    params: idParams,
    responses: { 200: providerJourneySchema, ...readRefusals },
  }),
  /** Keyed like the journey's levels (ProcurementJourney, ProviderJourney). */
  procurementSlices: {
    bronzeOffice: slice(
      'procurement/bronze/office',
      'bronze, office',
      'getProcurerBronzeOfficeLevel',
      questionnaireLevelSchema,
    ),
    bronzeProject: slice(
      'procurement/bronze/project',
      'bronze, project',
      'getProcurerBronzeProjectLevel',
      questionnaireLevelSchema,
    ),
    silverOffice: slice(
      'procurement/silver/office',
      'silver, office',
      'getProcurerSilverOfficeLevel',
      silverLevelSchema,
    ),
    silverProject: slice(
      'procurement/silver/project',
      'silver, project',
      'getProcurerSilverProjectLevel',
      silverLevelSchema,
    ),
    gold: slice('procurement/gold', 'gold', 'getProcurerGoldLevel', goldLevelSchema),
  },
  providerSlices: {
    professional: slice(
      'provider/professional',
      'professional',
      'getProviderProfessionalLevel',
      professionalLevelSchema,
    ),
    practitioner: slice(
      'provider/practitioner',
      'practitioner',
      'getProviderPractitionerLevel',
      practitionerLevelSchema,
    ),
  },
  requests: {
    provider: contract({
      method: 'POST',
      path: '/journey/provider/organization/:id/requests',
      operationId: 'reportParticipation',
      description:
        'Members of an approved provider report a programme event they took part in; the programme office is ' +
        'told and records it (or declines it with a reason). 409 while the organisation has the most open requests ' +
        'the office takes at once.',
      tags,
      summary: 'A provider reports a participation for the office to record (members)',
      params: idParams,
      body: participationReportBodySchema,
      responses: { 201: journeyRequestSchema, ...requestRefusals },
    }),
    procurement: contract({
      method: 'POST',
      path: '/journey/procurement/organization/:id/requests',
      operationId: 'requestWorkshop',
      description:
        'Members of an approved public procurer ask for the silver workshop of a branch (office or project); the ' +
        'programme office is told. 409 when that silver level is done, a request for it is open, or the ' +
        'organisation has the most open requests the office takes at once.',
      tags,
      summary: 'A procurer asks for the silver workshop of a branch (members)',
      params: idParams,
      body: workshopRequestBodySchema,
      responses: { 201: journeyRequestSchema, ...requestRefusals },
    }),
  },
};

/**
 * The programme office's journey calls (ADR 014, ADR 041, ADR 047): both lists, one journey with its audit log, the
 * status decisions, the provider records, corrections and withdrawals, and the answers to respondents' requests.
 */
const adminTags = ['admin-journey'] as const;
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

const list = (path: string, operationId: string, summary: string) =>
  contract({
    method: 'GET',
    path,
    operationId,
    tags: adminTags,
    summary,
    description:
      'Platform admins. One page of journeys (organisation, type, levels, open tasks), sorted and filtered by the ' +
      'query (page, pageSize, sort, filter.<field>; a name filter may be a regular expression the database can ' +
      'safely run); an unknown key answers 400.',
    query: journeyListQuerySchema,
    responses: { 200: adminJourneyListSchema, ...refusals(400, 401, 403) },
  });

const status = (path: string, operationId: string, summary: string) =>
  contract({
    method: 'POST',
    path: `/admin/journeys/:id/${path}`,
    operationId,
    tags: adminTags,
    summary,
    description:
      'Platform admins change the status of a procurer journey with a comment, kept in its audit log. 409 when ' +
      'the journey is not in a status this change applies to.',
    params: idParams,
    body: decisionCommentBodySchema,
    responses: { 200: adminJourneyListItemSchema, ...writeRefusals },
  });

const record = <B extends z.ZodType>(path: string, kind: string, operationId: string, body: B) =>
  contract({
    method: 'POST',
    path: `/admin/organization/:id/journey/provider/${path}`,
    operationId,
    description:
      `Platform admins record a provider's ${kind}; the journey is recomputed and a level it completes is ` +
      'certified. The date lies in the last 14 days (400 at the field otherwise); 409 unless the organisation ' +
      'is an approved provider.',
    tags: adminTags,
    summary: `Record a provider’s ${kind} (platform admins)`,
    params: idParams,
    body,
    responses: { 201: providerRecordSchema, ...writeRefusals },
  });

const withdraw = (path: string, what: string, operationId: string) =>
  contract({
    method: 'PUT',
    path: `/admin/organization/:id/journey/${path}/:recordId/withdraw`,
    operationId,
    description:
      `Platform admins withdraw ${what} recorded in error, with a reason: it leaves the journey, the audit log ` +
      'describes it, the journey is recomputed and certificates of levels no longer completed are revoked. 404 ' +
      'for a record that does not exist (or was withdrawn); 409 unless the organisation is approved and of the ' +
      "record's path.",
    tags: adminTags,
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
    all: list('/admin/journeys', 'listJourneys', 'All journeys (platform admins)'),
    tasks: list(
      '/admin/journeys/tasks',
      'listJourneyTasks',
      'Active journeys with an open task of the programme office (platform admins)',
    ),
  },
  read: contract({
    method: 'GET',
    path: '/admin/organization/:id/journey',
    operationId: 'getJourneyForOffice',
    description:
      "Platform admins. The organisation's journey of its type with every record (also withdrawn ones), open " +
      "requests and the audit log of the office's changes.",
    tags: adminTags,
    summary: 'An organisation’s journey with its audit log (platform admins)',
    params: idParams,
    responses: { 200: adminJourneySchema, ...refusals(400, 401, 403, 404) },
  }),
  status: {
    postpone: status(
      'postpone-procurement',
      'postponeJourney',
      'Postpone an active procurer journey, with a comment (platform admins)',
    ),
    close: status(
      'close-stale-procurement',
      'closeStaleJourney',
      'Close a procurer journey without activity as stale, with a comment (platform admins)',
    ),
  },
  /** The four record calls of the office, keyed by the record's kind (docs/decisions/014-journeys.md). */
  record: {
    event: record('professional/event', 'event', 'recordEvent', providerRecordBodySchema),
    elearning: record('professional/elearning', 'elearning', 'recordElearning', providerRecordBodySchema),
    'innovation-entry': record(
      'practitioner/innovation-entry',
      'innovation-entry',
      'recordInnovationEntry',
      innovationEntryBodySchema,
    ),
    presentation: record(
      'practitioner/presentation',
      'presentation',
      'recordPresentation',
      providerRecordBodySchema,
    ),
  },
  withdraw: {
    workshop: withdraw('procurement/workshop', 'a workshop result', 'withdrawWorkshopResult'),
    'provider-record': withdraw('provider/record', 'a provider record', 'withdrawProviderRecord'),
  },
  correct: {
    'provider-record': contract({
      method: 'PUT',
      path: '/admin/organization/:id/journey/provider/record/:recordId',
      operationId: 'correctProviderRecord',
      description:
        'Platform admins correct a provider record in place, with a reason; the audit log keeps it before and ' +
        'after; the journey is recomputed. 404 for a record that does not exist; 409 unless the organisation is ' +
        'an approved provider.',
      tags: adminTags,
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
      operationId: 'correctWorkshopResult',
      description:
        'Platform admins correct a workshop result in place, with a reason; a new report is uploaded first ' +
        '(POST /workshop/procurement/report) and named by its reportRef; the old report stays. The audit log ' +
        'keeps it before and after; 404 for a result that does not exist; 409 unless the organisation is an ' +
        'approved public procurer.',
      tags: adminTags,
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
      operationId: 'recordRequestedParticipation',
      description:
        'Platform admins record the participation a provider reported, as they checked it; the request is answered ' +
        'and the organisation told. 409 when the request was answered already.',
      tags: adminTags,
      summary: 'Record a reported participation as the office checked it (platform admins)',
      params: requestParams,
      body: recordFromRequestBodySchema,
      responses: { 201: providerRecordSchema, ...writeRefusals },
    }),
    dismiss: contract({
      method: 'POST',
      path: '/admin/organization/:id/journey/requests/:requestId/dismiss',
      operationId: 'declineRequest',
      description:
        'Platform admins decline a request with a reason the organisation reads by mail. 409 when the request was ' +
        'answered already.',
      tags: adminTags,
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
