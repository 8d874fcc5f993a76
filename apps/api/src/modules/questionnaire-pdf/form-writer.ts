import { colors, FlowingPdf, LINE_FACTOR, MARGIN, type Color } from '../../lib/pdf/flowing-pdf';

/**
 * The flowing layout of a form to fill in by hand: lib/pdf's FlowingPdf (same page, margins, colours, embedded
 * Noto Sans, paragraphs, headings, footer, tags) plus what it does not draw: tick boxes next to their text, lines to
 * write on and a grid of statements × scale steps with a box in every cell. The boxes are drawn as rectangles
 * because Noto Sans has no ballot-box glyph; boxes and lines are page furniture to assistive technology, which reads
 * the texts in order and the grid as a table.
 */

const BOX = 8;

export class FormWriter extends FlowingPdf {
  private drawLines(
    lines: readonly string[],
    x: number,
    top: number,
    size: number,
    style: { bold?: boolean; color?: Color },
  ) {
    lines.forEach((line, index) =>
      this.drawText(line, x, top - size - index * size * LINE_FACTOR, { size, ...style }),
    );
  }

  private box(x: number, top: number) {
    this.artifact(() =>
      this.drawRectangle(
        { x, y: top - BOX, width: BOX, height: BOX },
        { stroke: colors.text, strokeWidth: 0.8 },
      ),
    );
  }

  /** An empty tick box with its text beside it (an option, a scale step, a checklist item). */
  option(label: string, style: { indent?: number; note?: string } = {}) {
    const size = 9.5;
    const indent = style.indent ?? 12;
    const textX = MARGIN.left + indent + BOX + 6;
    const width = this.contentWidth - indent - BOX - 6;
    const lines = this.wrap(label, width, size);
    const noteLines = style.note ? this.wrap(style.note, width, 8) : [];
    const height = lines.length * size * LINE_FACTOR + noteLines.length * 8 * LINE_FACTOR;
    this.ensureSpace(height);
    this.box(MARGIN.left + indent, this.y - 1.5);
    const top = this.y;
    const text = this.element('P');
    this.mark(text, () => this.drawLines(lines, textX, top, size, {}));
    text.end();
    this.y -= lines.length * size * LINE_FACTOR;
    if (noteLines.length > 0) {
      const noteTop = this.y;
      const note = this.element('P');
      this.mark(note, () => this.drawLines(noteLines, textX, noteTop, 8, { color: colors.muted }));
      note.end();
      this.y -= noteLines.length * 8 * LINE_FACTOR;
    }
    this.y -= 2.5;
  }

  /** Ruled lines to write an answer on. */
  writingLines(count: number, indent = 12) {
    const gap = 20;
    for (let index = 0; index < count; index += 1) {
      this.ensureSpace(gap);
      this.y -= gap;
      const y = this.y;
      this.artifact(() =>
        this.drawRule({ x: MARGIN.left + indent, y }, { x: MARGIN.left + this.contentWidth, y }),
      );
    }
    this.y -= 6;
  }

  /**
   * A grid: one row per statement, one column per answer, an empty box in every cell. The header row of answers
   * is repeated after a page break (as page furniture: the table has it once).
   */
  grid(rows: readonly string[], columns: readonly string[], indent = 12) {
    const size = 8.5;
    const padding = 3;
    const left = MARGIN.left + indent;
    const width = this.contentWidth - indent;
    // Narrow answer columns take their labels in a smaller regular face, so that no word is split.
    const headerSize = 6.5;
    const firstWidth = width * (columns.length > 6 ? 0.32 : 0.42);
    const columnWidth = (width - firstWidth) / columns.length;
    const lineHeight = headerSize * LINE_FACTOR;
    const headerLines = columns.map((label) => this.wrap(label, columnWidth - 4, headerSize));
    const headerHeight = Math.max(...headerLines.map((lines) => lines.length)) * lineHeight + 2 * padding;
    const rule = (y: number) => this.artifact(() => this.drawRule({ x: left, y }, { x: left + width, y }));
    const table = this.element('Table');
    const drawHeader = (row: PDFKit.PDFStructureElement | undefined) => {
      const top = this.y;
      this.artifact(() =>
        this.drawRectangle(
          { x: left, y: top - headerHeight, width, height: headerHeight },
          { fill: colors.headerFill },
        ),
      );
      headerLines.forEach((lines, index) => {
        const x = left + firstWidth + index * columnWidth;
        const draw = () =>
          lines.forEach((line, lineIndex) => {
            const lineWidth = this.widthOf(line, headerSize);
            this.drawLines(
              [line],
              x + (columnWidth - lineWidth) / 2,
              top - padding - lineIndex * lineHeight,
              headerSize,
              {},
            );
          });
        if (row) {
          const cell = this.element('TH', row);
          this.mark(cell, draw);
          cell.end();
        } else this.artifact(draw, 'Pagination');
      });
      this.y -= headerHeight;
      rule(this.y);
    };
    this.ensureSpace(headerHeight + 3 * size * LINE_FACTOR);
    const headerRow = this.element('TR', table);
    drawHeader(headerRow);
    headerRow.end();
    for (const statement of rows) {
      const lines = this.wrap(statement, firstWidth - 2 * padding, size);
      const height = Math.max(lines.length * size * LINE_FACTOR, BOX) + 2 * padding;
      if (this.y - height < MARGIN.bottom) {
        this.newPage();
        drawHeader(undefined);
      }
      const top = this.y;
      const row = this.element('TR', table);
      const cell = this.element('TD', row);
      this.mark(cell, () => this.drawLines(lines, left + padding, top - padding, size, {}));
      cell.end();
      row.end();
      columns.forEach((_, index) => {
        const x = left + firstWidth + index * columnWidth + (columnWidth - BOX) / 2;
        this.box(x, top - (height - BOX) / 2);
      });
      this.y -= height;
      rule(this.y);
    }
    table.end();
    this.y -= 8;
  }

  /** An empty table to fill in: the column headers and `count` ruled rows. */
  blankTable(headers: readonly string[], widths: readonly number[], count: number, indent = 12) {
    const size = 8.5;
    const left = MARGIN.left + indent;
    const width = this.contentWidth - indent;
    const rowHeight = 22;
    const headerHeight = size * LINE_FACTOR + 8;
    this.ensureSpace(headerHeight + rowHeight * 2);
    const top = this.y;
    this.artifact(() =>
      this.drawRectangle(
        { x: left, y: top - headerHeight, width, height: headerHeight },
        { fill: colors.headerFill },
      ),
    );
    const table = this.element('Table');
    const headerRow = this.element('TR', table);
    let x = left;
    headers.forEach((header, index) => {
      const cellX = x;
      const cell = this.element('TH', headerRow);
      this.mark(cell, () => this.drawLines([header], cellX + 4, top - 4, size, { bold: true }));
      cell.end();
      x += widths[index]! * width;
    });
    headerRow.end();
    table.end();
    this.y -= headerHeight;
    for (let index = 0; index < count; index += 1) {
      this.ensureSpace(rowHeight);
      this.y -= rowHeight;
      const y = this.y;
      this.artifact(() => this.drawRule({ x: left, y }, { x: left + width, y }));
    }
    this.y -= 8;
  }
}
