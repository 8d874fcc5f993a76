import { z } from 'zod';
import { API_BASE, contract, pathOf } from './contract';
import { refusals } from './errors';
import { overviewQuerySchema, overviewSchema, OverviewTable } from '../insights/model';

/** The programme office's overview across all participants (docs/insights.md), each of its tables as XLSX. */
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const insightsContracts = {
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

/** A table of the overview as XLSX: a plain link the browser downloads (the filters go in its query). */
export const adminOverviewDownloadPath = (table: OverviewTable) =>
  `${API_BASE}${pathOf(insightsContracts.overviewTable, { file: `${table}.xlsx` })}`;
