import { z } from 'zod';
import { API_BASE, contract, pathOf } from './contract';
import { refusals } from './errors';
import { workshopReportUploadSchema, workshopResultBodySchema, workshopResultSchema } from '../journey/model';

/**
 * The silver workshops (ADR 014): the office uploads a report and records a branch's result with it; members and
 * platform admins read the results and open the reports.
 */
const tags = ['workshop'] as const;
const readRefusals = refusals(400, 401, 403, 404, 409);

/** The spec's body with ids the database can look up: anything else is a 400 at the field, never a 500. */
const resultBody = workshopResultBodySchema.extend({ organization: z.uuid(), reportRef: z.uuid() });

const results = (branch: 'office' | 'project') =>
  contract({
    method: 'GET',
    path: `/workshop/procurement/${branch}/organization/:id`,
    operationId: branch === 'office' ? 'listOfficeWorkshopResults' : 'listProjectWorkshopResults',
    description:
      'Members of the organisation and platform admins: each result with its date, outcome, comment and report. ' +
      'Anyone else gets 404.',
    tags,
    summary: `The organisation’s workshop results of the ${branch} branch, newest first (members, platform admins)`,
    params: z.strictObject({ id: z.uuid() }),
    responses: { 200: z.array(workshopResultSchema), ...readRefusals },
  });

export const workshopContracts = {
  /** Multipart (field `file`): no JSON body schema; the route reads and checks the file itself. */
  uploadReport: contract({
    method: 'POST',
    path: '/workshop/procurement/report',
    operationId: 'uploadWorkshopReport',
    description:
      'Platform admins upload the report first (multipart/form-data, field `file`): judged a PDF from its ' +
      "content (header and structure, within a time and memory budget), at most 20 MB. The answer's reportRef " +
      'names it when the result is recorded or corrected.',
    tags,
    summary:
      'Upload a workshop report (platform admins; multipart field `file`, a PDF of at most 20 MB). ' +
      'The answer’s reportRef goes into POST /api/workshop/procurement. 422 FILE_TOO_COMPLEX when the ' +
      'PDF cannot be checked within the time and memory its check may use.',
    responses: { 201: workshopReportUploadSchema, ...refusals(400, 401, 403, 404, 409, 413, 415, 422) },
  }),
  record: contract({
    method: 'POST',
    path: '/workshop/procurement',
    operationId: 'recordWorkshopResult',
    description:
      "Platform admins record the result of a public procurer's silver workshop (branch, date, passed, " +
      'comment) with the uploaded report; the journey is recomputed, a level it completes is certified and ' +
      'the organisation told by mail. 409 unless the organisation is an approved public procurer.',
    tags,
    summary:
      'Record a workshop result of a procurer’s branch with its uploaded report (platform admins); ' +
      '409 LEVEL_NOT_OPEN when performedAt lies before the branch’s silver level opens',
    body: resultBody,
    responses: { 201: workshopResultSchema, ...readRefusals },
  }),
  results: { office: results('office'), project: results('project') },
  report: contract({
    method: 'GET',
    path: '/workshop/procurement/report/organization/:orgId/:reportRef/:fileName',
    operationId: 'getWorkshopReport',
    description:
      'Members of the organisation and platform admins open a report a result of the organisation refers to, ' +
      'as a PDF; 404 for anything else.',
    tags,
    summary:
      'A workshop report as PDF (members of the organisation, platform admins); only reports a workshop ' +
      'result of the organisation refers to. The file name in the path is for the browser only.',
    params: z.strictObject({ orgId: z.uuid(), reportRef: z.uuid(), fileName: z.string().max(300) }),
    responses: { 200: z.any().describe('application/pdf'), ...readRefusals },
  }),
};

/** A workshop report: a document the browser opens itself, in a new tab (docs/product.md §2, §7). */
export const workshopReportHref = (organization: string, reportRef: string, fileName: string) =>
  `${API_BASE}${pathOf(workshopContracts.report, { orgId: organization, reportRef, fileName })}`;
