import { ExportKind, exportFileName, isoDateInGermany } from '@cert/domain';
import { dataExportContracts } from '@cert/domain/contracts';
import type { App } from '../../app-type';
import { contentDisposition } from '../../lib/pdf/content-disposition';
import { serve } from '../../lib/serve';
import { XLSX_TYPE } from '../../lib/xlsx/stream';
import { exportStream } from './export-stream';

/**
 * The journey exports (docs/decisions/015-certificates.md "Exports"): platform admins only, no payload; the XLSX is
 * streamed while the journeys are read, page by page (./export-stream.ts).
 */
export async function adminExportRoutes(app: App) {
  for (const kind of ExportKind.values) {
    serve(app, dataExportContracts.exports[kind], { onRequest: app.requireAdmin }, async (request, reply) => {
      const now = app.clock.now();
      const output = exportStream(app.db, kind, now, (error) =>
        // The status is sent already: the client sees a broken download, the log says why.
        request.log.error({ err: error }, 'export failed'),
      );
      return reply
        .type(XLSX_TYPE)
        .header(
          'content-disposition',
          contentDisposition(exportFileName(kind, isoDateInGermany(now)), 'attachment'),
        )
        .header('x-content-type-options', 'nosniff')
        .send(output);
    });
  }
}
