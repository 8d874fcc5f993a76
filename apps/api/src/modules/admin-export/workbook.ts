import { once } from 'node:events';
import { setImmediate } from 'node:timers/promises';
import type { Writable } from 'node:stream';
import type * as ExcelJSModule from 'exceljs';
import type { CellValue, ExportColumn } from './columns';
import type { ExportJourney } from './journey-pages';
import { neutraliseText } from './neutralise';

/**
 * Cell styles, one object per column format, shared by every cell of it: exceljs registers a style once per
 * object, so a style object per cell (also the one it creates for each new cell) would cost a lookup of its whole
 * description for each of the millions of cells.
 */
const styles = { plain: {}, day: { numFmt: 'dd.mm.yyyy' }, percent: { numFmt: '0.0 %' } } as const;

/** Excel keeps days as serial numbers: a day at UTC midnight is exactly that day, whatever the time zone. */
const cellOf = (value: CellValue) => {
  if (value === null) return null;
  if (typeof value === 'string') return neutraliseText(value);
  if (typeof value === 'number') return value;
  return new Date(`${value.day}T00:00:00Z`);
};

/**
 * exceljs takes ~0.6 s to load: it is imported on the first export, not at server start (BENCHMARKS.md B9), and
 * the one import is shared by every later export.
 */
let exceljs: Promise<typeof ExcelJSModule> | undefined;
const loadExcelJS = () =>
  // CommonJS: Node's import gives its exports as `default`.
  (exceljs ??= import('exceljs').then(
    (module) => (module as unknown as { default: typeof ExcelJSModule }).default,
  ));

/** Rows written before the export gives other requests a turn of the event loop. */
const ROWS_PER_TURN = 10;

/**
 * Waits until `output` has taken what it holds; throws when it was closed (a download broken off) instead. The
 * zip moves committed rows on in its own callbacks: one turn of the event loop lets it, before `output` is asked.
 */
async function drained(output: Writable) {
  await setImmediate();
  if (output.writableNeedDrain) {
    const waiting = new AbortController();
    const { signal } = waiting;
    await Promise.race([once(output, 'drain', { signal }), once(output, 'close', { signal })]);
    waiting.abort();
  }
  if (output.destroyed) throw new Error('the download was closed before the export was complete');
}

/**
 * Streams the export into `output` as an XLSX workbook with one sheet: a bold, frozen header row, then one row
 * per journey. Rows are written page by page as they are read, and after each page the writer waits until
 * `output` has taken what it had (backpressure), so a slow download never piles the workbook up in memory.
 */
export async function writeExportWorkbook(
  output: Writable,
  sheetName: string,
  columns: readonly ExportColumn[],
  pages: AsyncIterable<ExportJourney[]>,
): Promise<void> {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Zertifizierungsplattform innovative öffentliche Beschaffung';
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({ width: column.width }));
  const columnStyles = columns.map((column) => styles[column.format ?? 'plain']);
  const header = sheet.addRow(columns.map((column) => neutraliseText(column.header)));
  header.font = { bold: true };
  header.alignment = { wrapText: true, vertical: 'top' };
  header.commit();

  let written = 0;
  for await (const page of pages) {
    for (const journey of page) {
      // A row takes ~0.4 ms to write: other requests get the event loop every few ms (BENCHMARKS.md B4).
      if (++written % ROWS_PER_TURN === 0) await setImmediate();
      const row = sheet.addRow(columns.map((column) => cellOf(column.value(journey))));
      row.eachCell({ includeEmpty: true }, (cell, number) => (cell.style = columnStyles[number - 1]!));
      row.commit();
    }
    await drained(output);
  }
  sheet.commit();
  await workbook.commit();
}
