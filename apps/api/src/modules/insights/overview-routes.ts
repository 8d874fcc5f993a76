import {
  isoDateInGermany,
  overviewColumns,
  overviewFileName,
  overviewSheetName,
  type Overview,
  OverviewTable,
} from '@cert/domain';
import { insightsContracts } from '@cert/domain/contracts';
import type { App } from '../../app-type';
import { contentDisposition } from '../../lib/pdf/content-disposition';
import { serve } from '../../lib/serve';
import type { SheetColumn } from '../../lib/xlsx/columns';
import { workbookStream, XLSX_TYPE } from '../../lib/xlsx/stream';
import { overview } from './overview';

/**
 * The programme office's overview (docs/insights.md): its figures as JSON, and each of its tables as an XLSX sheet
 * by the exports' writer, with the same filters. Platform admins only.
 */
export async function overviewRoutes(app: App) {
  serve(app, insightsContracts.overview, { onRequest: app.requireAdmin }, async (request) =>
    overview(app.db, request.query, app.clock.now()),
  );

  serve(app, insightsContracts.overviewTable, { onRequest: app.requireAdmin }, async (request, reply) => {
    const now = app.clock.now();
    const table = request.params.file.replace(/\.xlsx$/, '') as OverviewTable;
    const figures = await overview(app.db, request.query, now);
    const rows = figures[table] as Overview[OverviewTable][number][];
    const output = workbookStream(
      { sheetName: overviewSheetName(table), created: now },
      overviewColumns[table] as readonly SheetColumn<(typeof rows)[number]>[],
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
  });
}
