import { z } from 'zod';
import { API_BASE, contract, operationPart, pathOf } from './contract';
import { refusals } from './errors';
import { ExportKind, exportKinds } from './export';
import { overviewQuerySchema, overviewSchema, OverviewTable } from '../insights/model';

/**
 * The programme office's files and figures: the journey exports (docs/product.md §7 "Admin"; streamed XLSX, no
 * payload) and the overview across all participants (docs/insights.md) with each of its tables as XLSX.
 */
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const exportOf = (kind: ExportKind) =>
  contract({
    method: 'POST',
    path: `/admin/export/journeys/${exportKinds[kind].apiSegment}`,
    operationId: `export${operationPart(kind)}Journeys`,
    description:
      'Platform admins. Every journey of this kind with its organisation, levels, records and certificates, as ' +
      'one spreadsheet streamed while it is written (a POST so that no link or prefetch starts it).',
    tags: ['admin-export'],
    summary: `Export of every ${kind} journey as XLSX (platform admins; no payload)`,
    responses: { 200: z.any().describe(xlsx), ...refusals(401, 403) },
  });

export const officeFileContracts = {
  exports: Object.fromEntries(ExportKind.values.map((kind) => [kind, exportOf(kind)])) as Record<
    ExportKind,
    ReturnType<typeof exportOf>
  >,
  overview: contract({
    method: 'GET',
    path: '/admin/insights/overview',
    operationId: 'getProgrammeOverview',
    description:
      'Platform admins. The programme across all participants in a period of months (and optionally by type, ' +
      'level or region): organisations registered and approved, questionnaires submitted, pass rates, levels ' +
      "reached. 400 for a period outside the programme's years.",
    tags: ['admin-insights'],
    summary: 'The overview across all participants (platform admins)',
    query: overviewQuerySchema,
    responses: { 200: overviewSchema, ...refusals(400, 401, 403) },
  }),
  overviewTable: contract({
    method: 'GET',
    path: '/admin/insights/overview/:file',
    operationId: 'downloadProgrammeOverviewTable',
    description:
      'Platform admins. One table of the overview, named by its file (e.g. `organizations.xlsx`), as a ' +
      'spreadsheet with the same filters as the overview.',
    tags: ['admin-insights'],
    summary: 'One table of the overview as XLSX, with the same filters (platform admins)',
    // The table's name with .xlsx as the last segment.
    params: z.strictObject({
      file: z.enum(OverviewTable.values.map((table) => `${table}.xlsx`) as [string, ...string[]]),
    }),
    query: overviewQuerySchema,
    responses: { 200: z.any().describe(xlsx), ...refusals(400, 401, 403, 404) },
  }),
};

/**
 * An export's address (POST, the file comes back).
 * @internal
 */
export const adminExportPath = (kind: ExportKind) => `${API_BASE}${officeFileContracts.exports[kind].path}`;

/** A table of the overview as XLSX: a plain link the browser downloads (the filters go in its query). */
export const adminOverviewDownloadPath = (table: OverviewTable) =>
  `${API_BASE}${pathOf(officeFileContracts.overviewTable, { file: `${table}.xlsx` })}`;
