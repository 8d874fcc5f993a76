import { setImmediate } from 'node:timers/promises';
import type { Writable } from 'node:stream';
import type { SheetColumn } from './columns';
import { SHEET_TAIL, SheetRows, sheetHead } from './sheet-xml';
import { SHEET_PART, workbookParts } from './xlsx-parts';
import { ZipStream } from './zip-stream';

/**
 * Rows written between two turns of the event loop: a row of the office export (~180 columns) takes 0.07–0.14 ms to
 * compute and put into XML (B5, quiet to loaded machine); between them the server answers its other requests.
 */
const ROWS_PER_TURN = 5;

/**
 * Streams rows into `output` as an XLSX workbook with one sheet: a bold, frozen header row, then one row
 * per row read (a journey of the exports) (docs/decisions/023-own-xlsx-writer.md). Rows are written as they are read and wait while deflate,
 * and through it `output`, has no room (backpressure), so a slow download never piles the workbook up in memory and
 * a closed one ends the export with an error.
 */
export async function writeExportWorkbook<Row>(
  output: Writable,
  workbook: { sheetName: string; created: Date },
  columns: readonly SheetColumn<Row>[],
  pages: AsyncIterable<Row[]>,
): Promise<void> {
  const zip = new ZipStream(output);
  try {
    for (const [name, xml] of workbookParts(workbook.sheetName, workbook.created)) await zip.file(name, xml);
    const sheet = await zip.entry(SHEET_PART);
    const rows = new SheetRows(columns);
    await sheet.write(sheetHead(columns) + rows.header());
    let written = 0;
    for await (const page of pages) {
      for (const row of page) {
        await sheet.write(rows.row(columns.map((column) => column.value(row))));
        if (++written % ROWS_PER_TURN === 0) await setImmediate();
      }
    }
    await sheet.write(SHEET_TAIL);
    await sheet.end();
    await zip.finish();
  } catch (error) {
    zip.destroy();
    throw error;
  }
}
