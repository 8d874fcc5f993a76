import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { A4, colors } from '../../lib/pdf/document';
import { pdfFontsDir } from '../../lib/paths';

/**
 * The flowing layout of a form to fill in by hand: text like lib/pdf's PdfWriter (same page, margins, colours
 * and embedded Noto Sans), plus what PdfWriter does not draw: tick boxes next to their text, lines to write on
 * and a grid of statements × scale steps with a box in every cell. The boxes are drawn as rectangles because
 * Noto Sans has no ballot-box glyph.
 */

const MARGIN = { top: 56, bottom: 64, left: 56, right: 56 } as const;
const BOX = 8;
const LINE_FACTOR = 1.35;

export type FormTextStyle = {
  size?: number;
  bold?: boolean;
  color?: RGB;
  indent?: number;
  gapAfter?: number;
};

/** Characters the embedded font lacks become a question mark instead of failing the whole document. */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.replace(/\t/g, ' ').replace(/\r\n?/g, '\n')]
    .map((char) => (char === '\n' || supported.has(char.codePointAt(0)!) ? char : '?'))
    .join('');
}

export class FormWriter {
  private page!: PDFPage;
  private y = 0;

  private constructor(
    private readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  static async create(meta: { title: string; subject: string; author: string; now: Date }) {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const [regularBytes, boldBytes] = await Promise.all([
      readFile(path.join(pdfFontsDir, 'NotoSans-Regular.ttf')),
      readFile(path.join(pdfFontsDir, 'NotoSans-Bold.ttf')),
    ]);
    const regular = await doc.embedFont(regularBytes, { subset: true });
    const bold = await doc.embedFont(boldBytes, { subset: true });
    doc.setTitle(meta.title, { showInWindowTitleBar: true });
    doc.setSubject(meta.subject);
    doc.setAuthor(meta.author);
    doc.setCreator(meta.author);
    doc.setProducer('pdf-lib');
    doc.setLanguage('de-DE');
    doc.setCreationDate(meta.now);
    doc.setModificationDate(meta.now);
    return new FormWriter(doc, regular, bold);
  }

  get contentWidth() {
    return A4.width - MARGIN.left - MARGIN.right;
  }

  private font(bold?: boolean) {
    return bold ? this.bold : this.regular;
  }

  private newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN.top;
  }

  /** Starts a new page unless `height` still fits on this one. */
  ensureSpace(height: number) {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  space(height: number) {
    this.y -= height;
  }

  /** Lines of `text` no wider than `width`; words longer than a line are split. Keeps explicit line breaks. */
  private wrap(text: string, width: number, size: number, bold?: boolean): string[] {
    const font = this.font(bold);
    const fits = (value: string) => font.widthOfTextAtSize(value, size) <= width;
    const lines: string[] = [];
    for (const paragraph of printable(font, text).split('\n')) {
      let line = '';
      for (const word of paragraph.split(/ +/)) {
        const candidate = line ? `${line} ${word}` : word;
        if (fits(candidate)) {
          line = candidate;
          continue;
        }
        if (line) lines.push(line);
        let rest = word;
        while (!fits(rest) && rest.length > 1) {
          let cut = rest.length - 1;
          while (cut > 1 && !fits(rest.slice(0, cut))) cut -= 1;
          lines.push(rest.slice(0, cut));
          rest = rest.slice(cut);
        }
        line = rest;
      }
      lines.push(line);
    }
    return lines;
  }

  private drawLines(lines: readonly string[], x: number, top: number, size: number, style: FormTextStyle) {
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

  /** A wrapped paragraph; breaks onto the next page between lines. */
  text(text: string, style: FormTextStyle = {}) {
    const size = style.size ?? 10;
    const indent = style.indent ?? 0;
    for (const line of this.wrap(text, this.contentWidth - indent, size, style.bold)) {
      this.ensureSpace(size * LINE_FACTOR);
      this.drawLines([line], MARGIN.left + indent, this.y, size, style);
      this.y -= size * LINE_FACTOR;
    }
    this.y -= style.gapAfter ?? 4;
  }

  /** A heading that never stands alone at the foot of a page. */
  heading(text: string, level: 1 | 2 | 3) {
    const size = level === 1 ? 18 : level === 2 ? 14 : 10.5;
    this.ensureSpace(size * LINE_FACTOR * 2 + 40);
    if (level === 2) this.y -= 10;
    this.text(text, { size, bold: true, gapAfter: level === 1 ? 8 : 4 });
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

  /** Page numbers ('Seite 1 von 3') and a footer line on every page; call once, before save(). */
  footer(left: string) {
    const pages = this.doc.getPages();
    const size = 8;
    pages.forEach((page, index) => {
      const label = `Seite ${index + 1} von ${pages.length}`;
      const y = MARGIN.bottom / 2;
      page.drawText(printable(this.regular, left), {
        x: MARGIN.left,
        y,
        size,
        font: this.regular,
        color: colors.muted,
      });
      page.drawText(label, {
        x: A4.width - MARGIN.right - this.regular.widthOfTextAtSize(label, size),
        y,
        size,
        font: this.regular,
        color: colors.muted,
      });
    });
  }

  save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
