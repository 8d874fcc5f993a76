import type { RGB } from 'pdf-lib';
import { colors, MARGIN, PdfWriter } from '../../lib/pdf/document';

/**
 * The flowing layout of a form to fill in by hand: lib/pdf's PdfWriter (same page, margins, colours, embedded
 * Noto Sans, paragraphs, headings, footer) plus what it does not draw: tick boxes next to their text, lines to
 * write on and a grid of statements × scale steps with a box in every cell. The boxes are drawn as rectangles
 * because Noto Sans has no ballot-box glyph.
 */

const BOX = 8;
const LINE_FACTOR = 1.35;

export class FormWriter extends PdfWriter {
  private drawLines(
    lines: readonly string[],
    x: number,
    top: number,
    size: number,
    style: { bold?: boolean; color?: RGB },
  ) {
    lines.forEach((line, index) =>
      this.page.drawText(line, {
        x,
        y: top - size - index * size * LINE_FACTOR,
        size,
        font: this.font(style.bold),
        color: style.color ?? colors.text,
      }),
    );
  }

  private box(x: number, top: number) {
    this.page.drawRectangle({
      x,
      y: top - BOX,
      width: BOX,
      height: BOX,
      borderColor: colors.text,
      borderWidth: 0.8,
    });
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
    this.drawLines(lines, textX, this.y, size, {});
    this.y -= lines.length * size * LINE_FACTOR;
    if (noteLines.length > 0) {
      this.drawLines(noteLines, textX, this.y, 8, { color: colors.muted });
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
      this.page.drawLine({
        start: { x: MARGIN.left + indent, y: this.y },
        end: { x: MARGIN.left + this.contentWidth, y: this.y },
        thickness: 0.5,
        color: colors.rule,
      });
    }
    this.y -= 6;
  }

  /**
   * A grid: one row per statement, one column per answer, an empty box in every cell. The header row of answers
   * is repeated after a page break.
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
    const rule = (y: number) =>
      this.page.drawLine({
        start: { x: left, y },
        end: { x: left + width, y },
        thickness: 0.5,
        color: colors.rule,
      });
    const drawHeader = () => {
      this.page.drawRectangle({
        x: left,
        y: this.y - headerHeight,
        width,
        height: headerHeight,
        color: colors.headerFill,
      });
      headerLines.forEach((lines, index) => {
        const x = left + firstWidth + index * columnWidth;
        lines.forEach((line, lineIndex) => {
          const lineWidth = this.regular.widthOfTextAtSize(line, headerSize);
          const top = this.y - padding - lineIndex * lineHeight;
          this.drawLines([line], x + (columnWidth - lineWidth) / 2, top, headerSize, {});
        });
      });
      this.y -= headerHeight;
      rule(this.y);
    };
    this.ensureSpace(headerHeight + 3 * size * LINE_FACTOR);
    drawHeader();
    for (const row of rows) {
      const lines = this.wrap(row, firstWidth - 2 * padding, size);
      const height = Math.max(lines.length * size * LINE_FACTOR, BOX) + 2 * padding;
      if (this.y - height < MARGIN.bottom) {
        this.newPage();
        drawHeader();
      }
      this.drawLines(lines, left + padding, this.y - padding, size, {});
      columns.forEach((_, index) => {
        const x = left + firstWidth + index * columnWidth + (columnWidth - BOX) / 2;
        this.box(x, this.y - (height - BOX) / 2);
      });
      this.y -= height;
      rule(this.y);
    }
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
    this.page.drawRectangle({
      x: left,
      y: this.y - headerHeight,
      width,
      height: headerHeight,
      color: colors.headerFill,
    });
    let x = left;
    headers.forEach((header, index) => {
      this.drawLines([header], x + 4, this.y - 4, size, { bold: true });
      x += widths[index]! * width;
    });
    this.y -= headerHeight;
    for (let index = 0; index < count; index += 1) {
      this.ensureSpace(rowHeight);
      this.y -= rowHeight;
      this.page.drawLine({
        start: { x: left, y: this.y },
        end: { x: left + width, y: this.y },
        thickness: 0.5,
        color: colors.rule,
      });
    }
    this.y -= 8;
  }
}
