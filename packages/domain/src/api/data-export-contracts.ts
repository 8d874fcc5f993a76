import { z } from 'zod';
import { API_BASE, contract, operationPart } from './contract';
import { refusals } from './errors';
import { ExportKind, exportKinds } from './export';

/** The programme office's journey exports (docs/decisions/015-certificates.md "Exports"): streamed XLSX, no payload. */
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

export const dataExportContracts = {
  exports: Object.fromEntries(ExportKind.values.map((kind) => [kind, exportOf(kind)])) as Record<
    ExportKind,
    ReturnType<typeof exportOf>
  >,
};

/**
 * An export's address (POST, the file comes back).
 * @internal
 */
export const adminExportPath = (kind: ExportKind) => `${API_BASE}${dataExportContracts.exports[kind].path}`;
