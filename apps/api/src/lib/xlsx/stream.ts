import { PassThrough, type Readable } from 'node:stream';
import type { SheetColumn } from './columns';
import { writeExportWorkbook } from './workbook';

/** The media type of every workbook the API sends. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Any one-sheet workbook (the exports, the overview's tables), streamed as its pages are read; a failure after the
 * first bytes breaks the download and is told to `failed`, a download closed early is no failure.
 */
export function workbookStream<Row>(
  workbook: { sheetName: string; created: Date },
  columns: readonly SheetColumn<Row>[],
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
