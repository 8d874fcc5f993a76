import { z } from 'zod';
import {
  adminOverviewPath,
  apiErrorSchema,
  isoDateInGermany,
  overviewColumns,
  overviewFileName,
  overviewSheetName,
  overviewQuerySchema,
  overviewSchema,
  OverviewTable,
  type Overview,
} from '@cert/domain';
import type { App } from '../../app-type';
import { contentDisposition } from '../../lib/pdf/content-disposition';
import type { ExportColumn } from '../admin-export/columns';
import { workbookStream, XLSX_TYPE } from '../admin-export/export-stream';
import { overview } from './overview';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['admin-insights'];

/**
 * The programme office's overview (docs/insights.md): its figures as JSON, and each of its tables as an XLSX sheet
 * by the exports' writer, with the same filters. Platform admins only.
 */
export async function overviewRoutes(app: App) {
  app.get(
    adminOverviewPath.replace(/^\/api/, ''),
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'The overview across all participants (platform admins)',
        querystring: overviewQuerySchema,
        response: { 200: overviewSchema, ...errors },
      },
    },
    async (request) => overview(app.db, request.query, app.clock.now()),
  );

  app.get(
    // adminOverviewDownloadPath(table): the table's name with .xlsx as the last segment.
    `${adminOverviewPath.replace(/^\/api/, '')}/:file`,
    {
      onRequest: app.requireAdmin,
      schema: {
        tags,
        summary: 'One table of the overview as XLSX, with the same filters (platform admins)',
        params: z.strictObject({
          file: z.enum(OverviewTable.values.map((table) => `${table}.xlsx`) as [string, ...string[]]),
        }),
        querystring: overviewQuerySchema,
        response: { 200: z.any().describe(XLSX_TYPE), ...errors, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const table = request.params.file.replace(/\.xlsx$/, '') as OverviewTable;
      const figures = await overview(app.db, request.query, now);
      const rows = figures[table] as Overview[OverviewTable][number][];
      const output = workbookStream(
        { sheetName: overviewSheetName(table), created: now },
        overviewColumns[table] as readonly ExportColumn<(typeof rows)[number]>[],
        (async function* () {
          yield rows;
        })(),
        (error) => request.log.error({ err: error }, 'overview download failed'),
      );
      const name = overviewFileName(
        OverviewTable.label(table),
        { ...request.query, from: figures.from, to: figures.to },
        isoDateInGermany(now),
      );
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', contentDisposition(name, 'attachment'))
        .header('x-content-type-options', 'nosniff')
        .send(output);
    },
  );
}
