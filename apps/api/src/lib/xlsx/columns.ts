/** A cell: text, a number, a calendar day (YYYY-MM-DD, shown as a date) or empty. */
export type CellValue = string | number | { day: string } | null;

/** A column of a sheet: the journeys' exports, and any other table written by the same writer (the overview's). */
export type SheetColumn<Row = unknown> = {
  header: string;
  /** In characters, as spreadsheets measure column widths. */
  width: number;
  /** How the column's numbers are shown: a share as percent, a calendar day as a date. */
  format?: 'percent' | 'day';
  value: (row: Row) => CellValue;
};
