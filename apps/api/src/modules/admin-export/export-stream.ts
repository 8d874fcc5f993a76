import { PassThrough, type Readable } from 'node:stream';
import { ExportKind, exportKinds, questionnaires } from '@cert/domain';
import type { Database } from '../../db/client';
import { exportColumns, type ExportColumn } from './columns';
import { journeyPages } from './journey-pages';
import { writeExportWorkbook } from './workbook';

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

/** The media type of every workbook the API sends. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Any one-sheet workbook (the exports, the overview's tables), streamed as its pages are read; a failure after the
 * first bytes breaks the download and is told to `failed`, a download closed early is no failure.
 */
export function workbookStream<Row>(
  workbook: { sheetName: string; created: Date },
  columns: readonly ExportColumn<Row>[],
  pages: AsyncIterable<Row[]>,
  failed: (error: Error) => void,
): Readable {
  const output = new PassThrough();
  writeExportWorkbook(output, workbook, columns, pages).catch((error: unknown) => {
    if (output.destroyed) return;
    const reason = error instanceof Error ? error : new Error(String(error));
    failed(reason);
    output.destroy(reason);
  });
  return output;
}
