import type { CellValue, SheetColumn } from './columns';
import { neutraliseText } from './neutralise';

/** The cell styles of xl/styles.xml (xlsx-parts.ts), by their index in its cellXfs. */
export const STYLE = { plain: 0, day: 1, percent: 2, header: 3 } as const;

/* eslint-disable no-control-regex -- the characters XML 1.0 forbids are control characters */
/** What needs work in a text: markup characters and what XML 1.0 does not allow (any surrogate: checked closer). */
const SPECIAL = /[&<>"'\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/;
const FORBIDDEN =
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/* eslint-enable no-control-regex */
const ENTITY: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
  // A parser turns a bare carriage return into a line feed; as a reference it stays what it was.
  '\r': '&#13;',
};

/**
 * Text as XML character data or attribute value: markup escaped, and the characters XML 1.0 forbids (control
 * characters other than tab and line breaks, lone surrogates, U+FFFE/U+FFFF) left out, since no reader would open
 * the file with them.
 */
export function xmlText(text: string): string {
  if (!SPECIAL.test(text)) return text;
  return text.replace(FORBIDDEN, '').replace(/[&<>"'\r]/g, (character) => ENTITY[character]!);
}

/**
 * The letters of a column, 0 → A, 26 → AA.
 * @internal
 */
export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

const MS_PER_DAY = 86_400_000;
/** The serial number of 1970-01-01 in Excel's 1900 date system. */
const EXCEL_1970 = 25_569;

/**
 * A calendar day (YYYY-MM-DD) as Excel's serial number of that day.
 * @internal
 */
export function excelDay(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / MS_PER_DAY + EXCEL_1970;
}

/** Leading or trailing white space, which XML would drop without xml:space="preserve". */
const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;

function textCell(reference: string, style: number, text: string): string {
  const styleAttribute = style === STYLE.plain ? '' : ` s="${style}"`;
  const open =
    isSpace(text.charCodeAt(0)) || isSpace(text.charCodeAt(text.length - 1))
      ? '<t xml:space="preserve">'
      : '<t>';
  return `<c r="${reference}"${styleAttribute} t="inlineStr"><is>${open}${xmlText(text)}</t></is></c>`;
}

function numberCell(reference: string, style: number, value: number): string {
  // A spreadsheet has no value for NaN or infinity: such a cell stays empty rather than break the file.
  if (!Number.isFinite(value)) return '';
  return `<c r="${reference}"${style === STYLE.plain ? '' : ` s="${style}"`}><v>${value}</v></c>`;
}

/** A cell's XML; an empty cell is left out. Text is neutralised (no formula), a day is a number shown as a date. */
function cellXml(reference: string, style: number, value: CellValue): string {
  if (value === null) return '';
  if (typeof value === 'string') return value === '' ? '' : textCell(reference, style, neutraliseText(value));
  if (typeof value === 'number') return numberCell(reference, style, value);
  return numberCell(reference, STYLE.day, excelDay(value.day));
}

/** The worksheet up to its first row: column widths and the frozen header row. */
export function sheetHead(columns: readonly Pick<SheetColumn, 'width'>[]): string {
  const widths = columns
    .map(
      (column, index) =>
        `<col min="${index + 1}" max="${index + 1}" width="${column.width}" customWidth="1"/>`,
    )
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
    'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '<selection pane="bottomLeft" activeCell="A2" sqref="A2"/>' +
    '</sheetView></sheetViews>' +
    '<sheetFormatPr defaultRowHeight="15"/>' +
    `<cols>${widths}</cols><sheetData>`
  );
}

export const SHEET_TAIL = '</sheetData></worksheet>';

/**
 * Writes the rows of one sheet: the header first, then a row per call, numbered on. Holds the column letters and
 * styles once, so a row is one pass over its cells.
 */
export class SheetRows {
  private readonly letters: string[];
  private readonly styles: number[];
  private number = 1;

  constructor(private readonly columns: readonly Pick<SheetColumn, 'header' | 'format'>[]) {
    this.letters = columns.map((_, index) => columnLetters(index));
    this.styles = columns.map((column) => STYLE[column.format ?? 'plain']);
  }

  /** The header row: bold, wrapped, top-aligned (the row's style too, so that the whole row reads as header). */
  header(): string {
    const cells = this.columns
      .map((column, index) =>
        textCell(`${this.letters[index]}1`, STYLE.header, neutraliseText(column.header)),
      )
      .join('');
    return `<row r="1" s="${STYLE.header}" customFormat="1">${cells}</row>`;
  }

  /** The next row of values, one per column. */
  row(values: readonly CellValue[]): string {
    const row = ++this.number;
    let xml = `<row r="${row}">`;
    for (let index = 0; index < values.length; index += 1) {
      xml += cellXml(`${this.letters[index]}${row}`, this.styles[index]!, values[index]!);
    }
    return `${xml}</row>`;
  }
}
