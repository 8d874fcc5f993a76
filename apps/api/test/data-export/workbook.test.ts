import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { setImmediate, setTimeout as sleep } from 'node:timers/promises';
import ExcelJS from 'exceljs';
import { describe, expect, it, vi } from 'vitest';
import type { CellValue } from '../../src/lib/xlsx/columns';
import type { ExportColumn } from '../../src/modules/data-export/columns';
import type { ExportJourney } from '../../src/modules/data-export/journey-pages';
import { writeExportWorkbook } from '../../src/lib/xlsx/workbook';
import { collectingOutput, python, pythonZipfile, readZip, unzipProgram, unzipTest } from './zip-reading';

/** Rows of plain values: the columns below read them by index instead of from journeys. */
type Row = CellValue[];
const asJourney = (row: Row) => row as unknown as ExportJourney;
const cell = (index: number) => (journey: ExportJourney) => (journey as unknown as Row)[index] ?? null;
/** A moment of its own, so that the workbook's creation date is seen to come from the caller (the app's clock). */
const CREATED = new Date('2026-03-04T05:06:07Z');

async function* pagesOf(rows: Row[], pageSize: number): AsyncGenerator<ExportJourney[]> {
  for (let at = 0; at < rows.length; at += pageSize) {
    await setImmediate();
    yield rows.slice(at, at + pageSize).map(asJourney);
  }
}

async function workbookOf(columns: ExportColumn[], rows: Row[], sheetName = 'Beschaffungsstellen') {
  const { output, bytes } = collectingOutput();
  await writeExportWorkbook(output, { sheetName, created: CREATED }, columns, pagesOf(rows, 200));
  const file = await bytes();
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  return { file, workbook, sheet: workbook.worksheets[0]! };
}

const columns: ExportColumn[] = [
  { header: 'Name der Organisation', width: 36, value: cell(0) },
  { header: 'Freigegeben am', width: 14, format: 'day', value: cell(1) },
  { header: 'Fragebogen: Anteil', width: 12, format: 'percent', value: cell(2) },
  { header: 'Fragebogen: Punkte', width: 12, value: cell(3) },
  { header: '=Formel im Kopf', width: 20, value: cell(4) },
];

describe('writeExportWorkbook', () => {
  it('writes a workbook with its sheet name, widths, a bold wrapped frozen header and typed cells', async () => {
    const { sheet, workbook } = await workbookOf(columns, [
      ['Stadt Würzburg', { day: '2026-04-01' }, 0.875, 42, 'Grüße <&> "zitiert" \'einfach\''],
      ['=HYPERLINK("http://evil","x")', null, null, 0, '  Leerzeichen am Rand  '],
      ['Steuer\u0001zeichen\u0008weg', { day: '1999-12-31' }, 1, -3.5, 'Zeile 1\r\nZeile 2\tTab'],
    ]);
    expect(workbook.creator).toBe('Zertifizierungsplattform innovative öffentliche Beschaffung');
    expect(workbook.created).toEqual(CREATED);
    expect(sheet.name).toBe('Beschaffungsstellen');
    expect(columns.map((_, index) => sheet.getColumn(index + 1).width)).toEqual([36, 14, 12, 12, 20]);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });

    const header = sheet.getRow(1);
    expect(header.values).toEqual([
      undefined,
      'Name der Organisation',
      'Freigegeben am',
      'Fragebogen: Anteil',
      'Fragebogen: Punkte',
      "'=Formel im Kopf",
    ]);
    expect(header.font).toMatchObject({ bold: true });
    for (let index = 1; index <= columns.length; index += 1) {
      expect(header.getCell(index).font).toMatchObject({ bold: true });
      expect(header.getCell(index).alignment).toMatchObject({ wrapText: true, vertical: 'top' });
    }

    const values = (number: number) =>
      columns.map((_, index) => sheet.getRow(number).getCell(index + 1).value);
    expect(values(2)).toEqual([
      'Stadt Würzburg',
      new Date('2026-04-01T00:00:00Z'),
      0.875,
      42,
      'Grüße <&> "zitiert" \'einfach\'',
    ]);
    expect(values(3)).toEqual([`'=HYPERLINK("http://evil","x")`, null, null, 0, '  Leerzeichen am Rand  ']);
    expect(values(4)).toEqual([
      'Steuerzeichenweg',
      new Date('1999-12-31T00:00:00Z'),
      1,
      -3.5,
      'Zeile 1\r\nZeile 2\tTab',
    ]);
    const row = sheet.getRow(2);
    expect(row.getCell(2).numFmt).toBe('dd.mm.yyyy');
    expect(row.getCell(3).numFmt).toBe('0.0 %');
    expect(row.getCell(4).numFmt).toBeUndefined();
    expect(row.getCell(1).font?.bold).toBeFalsy();
    expect(sheet.rowCount).toBe(4);
  });

  it('escapes the sheet name', async () => {
    const { sheet } = await workbookOf(columns, [], 'A & B <C>');
    expect(sheet.name).toBe('A & B <C>');
    expect(sheet.rowCount).toBe(1);
  });

  it('writes a large export that every reader opens whole', async () => {
    const wide: ExportColumn[] = Array.from({ length: 40 }, (_, index) => ({
      header: `Spalte ${index + 1}`,
      width: 12,
      format: index % 10 === 1 ? 'day' : undefined,
      value: cell(index),
    }));
    const rows: Row[] = Array.from({ length: 2_000 }, (_, number) =>
      wide.map((column, index): CellValue => {
        if (column.format === 'day') return { day: `2026-0${(number % 9) + 1}-1${index % 10}` };
        if (index % 3 === 0) return number * index;
        return `Zeile ${number} – Spalte ${index} ${randomBytes(6).toString('base64')}`;
      }),
    );
    const { file, sheet } = await workbookOf(wide, rows);
    expect(sheet.rowCount).toBe(2_001);
    for (const number of [0, 999, 1_999]) {
      const expected = rows[number]!.map((value) =>
        typeof value === 'object' && value !== null ? new Date(`${value.day}T00:00:00Z`) : value,
      );
      expect(wide.map((_, index) => sheet.getRow(number + 2).getCell(index + 1).value)).toEqual(expected);
    }
    expect(readZip(file).every((entry) => entry.crcMatches)).toBe(true);
    if (unzipProgram) expect(unzipTest(file)).toContain('No errors detected');
    if (python) expect(pythonZipfile(file).bad).toBeNull();
  });

  describe('backpressure', () => {
    // Incompressible text, so that every row really reaches the output through the zip.
    const bulky: ExportColumn[] = [
      { header: 'Daten', width: 10, value: () => randomBytes(32_000).toString('hex') },
    ];

    it('reads no further while the download does not take what it has, and stops when it is closed', async () => {
      const output = new PassThrough({ highWaterMark: 16 * 1024 });
      let pagesRead = 0;
      async function* pages(): AsyncGenerator<ExportJourney[]> {
        for (;;) {
          // A page comes from the database: at least one turn of the event loop.
          await setImmediate();
          pagesRead += 1;
          yield [{} as ExportJourney];
        }
      }
      const writing = writeExportWorkbook(output, { sheetName: 'Test', created: CREATED }, bulky, pages());
      writing.catch(() => undefined);
      await vi.waitFor(() => expect(pagesRead).toBeGreaterThan(0));
      await sleep(300);
      const whileStalled = pagesRead;
      await sleep(300);
      // Nobody reads the output: the writer waits instead of reading page after page into memory (the pages
      // in flight: what deflate may queue, its piece being filled, the output's buffer, ~64 KiB each).
      expect(pagesRead).toBe(whileStalled);
      expect(pagesRead).toBeLessThan(40);
      output.destroy();
      await expect(writing).rejects.toThrow('the download was closed');
    });

    it('ends with an error when the download is closed midway', async () => {
      const output = new PassThrough();
      let received = 0;
      output.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (received > 1_000_000) output.destroy();
      });
      let pagesRead = 0;
      async function* pages(): AsyncGenerator<ExportJourney[]> {
        for (let page = 0; page < 1_000; page += 1) {
          await setImmediate();
          pagesRead += 1;
          yield [{} as ExportJourney];
        }
      }
      await expect(
        writeExportWorkbook(output, { sheetName: 'Test', created: CREATED }, bulky, pages()),
      ).rejects.toThrow('the download was closed');
      expect(pagesRead).toBeLessThan(100);
    });
  });
});
