import type { Readable } from 'node:stream';
import { ExportKind, exportKinds, questionnaires } from '@cert/domain';
import type { Database } from '../../db/client';
import { exportColumns } from './columns';
import { journeyPages } from './journey-pages';
import { workbookStream } from '../../lib/xlsx/stream';

/**
 * The workbook of `kind` at `now`, written while it is read: the journeys page by page, rows as the download takes
 * them (backpressure), a turn of the event loop every few rows so that other requests are answered meanwhile
 * (docs/decisions/033). A failure after the first bytes breaks the download (its status is sent already) and is
 * told to `failed`; a download closed early stops the writing and is no failure.
 */
export function exportStream(
  db: Database,
  kind: ExportKind,
  now: Date,
  failed: (error: Error) => void,
): Readable {
  const { questionnaire } = exportKinds[kind];
  return workbookStream(
    { sheetName: ExportKind.label(kind), created: now },
    exportColumns(kind),
    journeyPages(db, questionnaires[questionnaire].journey, questionnaire, now),
    failed,
  );
}
