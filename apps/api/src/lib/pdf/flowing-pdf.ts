import { readFileSync } from 'node:fs';
import path from 'node:path';
import { create as parseFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { pdfFontsDir } from '../paths';
import { printableWith, wrapLines } from './wrap';

/**
 * The platform's documents (the evaluation and the blank questionnaire flowing over pages, the certificate placed
 * on one) as tagged PDF/UA-1 on pdfkit
 * (docs/decisions/051-libraries-where-ours-repeated-them.md, docs/accessibility.md): A4 pages, embedded Noto Sans
 * subset to the document's glyphs, wrapped paragraphs, headings, lists and tables that break across pages, page
 * numbers, the title shown by the viewer, German as the language. Every drawing is either content of a structure
 * element (in drawing order, which is the reading order) or an artifact (rules, fills, boxes, the page's furniture).
 * Coordinates are PDF points from the bottom left, as a page's baseline is measured.
 */

export const A4 = { width: 595.28, height: 841.89 } as const;
export const MARGIN = { top: 56, bottom: 64, left: 56, right: 56 } as const;

/** A colour as red, green and blue from 0 to 1. */
export type Color = readonly [number, number, number];

export const colors = {
  text: [0.07, 0.09, 0.16],
  muted: [0.35, 0.38, 0.45],
  rule: [0.8, 0.82, 0.86],
  headerFill: [0.93, 0.95, 0.97],
  success: [0.0, 0.45, 0.2],
  danger: [0.7, 0.1, 0.1],
} as const satisfies Record<string, Color>;

const toPdfKit = (color: Color): [number, number, number] => [color[0] * 255, color[1] * 255, color[2] * 255];

type FontName = 'regular' | 'bold';

let fonts: Record<FontName, Font> | undefined;
/** The two faces, read and parsed once per process: pdfkit subsets a parsed font per document. */
function parsedFonts(): Record<FontName, Font> {
  fonts ??= {
    regular: parseFont(readFileSync(path.join(pdfFontsDir, 'NotoSans-Regular.ttf'))) as Font,
    bold: parseFont(readFileSync(path.join(pdfFontsDir, 'NotoSans-Bold.ttf'))) as Font,
  };
  return fonts;
}

/** Noto Sans Bold as parsed for the documents, for measuring text set elsewhere in that face (the seal). */
export const boldFace = (): Font => parsedFonts().bold;

/** Characters the embedded font lacks become a question mark instead of an empty box (./wrap.ts). */
const printable = (font: Font, text: string) =>
  printableWith((code) => font.hasGlyphForCodePoint(code), text);

/** Structure types of PDF 1.7 that our documents use. */
type StructureType =
  | 'Document'
  | 'H1'
  | 'H2'
  | 'H3'
  | 'P'
  | 'L'
  | 'LI'
  | 'Lbl'
  | 'LBody'
  | 'Table'
  | 'TR'
  | 'TH'
  | 'TD'
  | 'Figure';
type Element = PDFKit.PDFStructureElement;

type TextStyle = { size?: number; bold?: boolean; color?: Color; indent?: number; gapAfter?: number };
type TableColumn = { header: string; width: number; align?: 'left' | 'right' };

/** Drawing by coordinates inside a block (a chart): shapes and lines of text, all of them the block's figure. */
type Drawing = {
  rectangle(box: { x: number; y: number; width: number; height: number }, style: ShapeStyle): void;
  line(
    from: { x: number; y: number },
    to: { x: number; y: number },
    style: { width: number; color: Color },
  ): void;
  circle(centre: { x: number; y: number }, radius: number, style: ShapeStyle): void;
  text(text: string, x: number, y: number, style: { size: number; bold?: boolean; color?: Color }): void;
};
type ShapeStyle = { fill?: Color; stroke?: Color; strokeWidth?: number };

/** Line height as a multiple of the font size, for every flowing document. */
export const LINE_FACTOR = 1.35;

export class FlowingPdf {
  /** The baseline position: points from the bottom of the page. */
  protected y = 0;
  private readonly root: Element;

  /** Use `create`, which sets the metadata and registers the fonts. */
  constructor(protected readonly doc: PDFKit.PDFDocument) {
    this.root = doc.struct('Document');
    doc.addStructure(this.root);
    this.newPage();
  }

  /** A new document with its metadata: title (shown in the viewer's title bar), language, author, dates. */
  static create<W extends FlowingPdf>(
    this: new (doc: PDFKit.PDFDocument) => W,
    meta: { title: string; subject?: string; author: string; now: Date },
  ): W {
    const doc = new PDFDocument({
      size: [A4.width, A4.height],
      // The layout is ours: with no margins pdfkit never starts a page by itself.
      margins: { top: 0, bottom: 0, left: 0, right: 0 },
      autoFirstPage: false,
      bufferPages: true,
      pdfVersion: '1.7',
      tagged: true,
      // pdfkit 0.20 writes PDF/UA's identifier into the XMP; @types/pdfkit 0.17 does not know the value yet.
      ...({ subset: 'PDF/UA' } as unknown as Pick<PDFKit.PDFDocumentOptions, 'subset'>),
      lang: 'de-DE',
      displayTitle: true,
      info: {
        Title: meta.title,
        ...(meta.subject ? { Subject: meta.subject } : {}),
        Author: meta.author,
        Creator: meta.author,
        CreationDate: meta.now,
        ModDate: meta.now,
      },
    });
    const { regular, bold } = parsedFonts();
    // pdfkit takes a font fontkit has parsed (it reads it by its `layout`), which saves parsing it per document.
    doc.registerFont('regular', regular as unknown as PDFKit.Mixins.PDFFontSource);
    doc.registerFont('bold', bold as unknown as PDFKit.Mixins.PDFFontSource);
    return new this(doc);
  }

  get contentWidth() {
    return A4.width - MARGIN.left - MARGIN.right;
  }

  protected newPage() {
    this.doc.addPage();
    this.y = A4.height - MARGIN.top;
  }

  /** Starts a new page unless `height` still fits on this one. */
  ensureSpace(height: number) {
    if (this.y - height < MARGIN.bottom) this.newPage();
  }

  space(height: number) {
    this.y -= height;
  }

  protected fontOf(bold?: boolean): Font {
    return parsedFonts()[bold ? 'bold' : 'regular'];
  }

  /** The width of one line of text in points. */
  protected widthOf(text: string, size: number, bold?: boolean): number {
    return this.doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(size)
      .widthOfString(text);
  }

  /** `text` with what the face lacks as a question mark (./wrap.ts). */
  protected printable(text: string, bold?: boolean): string {
    return printable(this.fontOf(bold), text);
  }

  /** Lines of `text` no wider than `width` (./wrap.ts). */
  wrap(text: string, width: number, size: number, bold?: boolean): string[] {
    return wrapLines(printable(this.fontOf(bold), text), width, (value) => this.widthOf(value, size, bold));
  }

  /** A structure element below `parent` (the document by default); end it with `end()` once it is complete. */
  protected element(type: StructureType, parent: Element = this.root, options?: { alt?: string }): Element {
    const element = this.doc.struct(type, options);
    parent.add(element);
    return element;
  }

  /** Draws as content of `element`: one marked sequence, on the current page. */
  protected mark(element: Element, draw: () => void) {
    element.add(draw);
  }

  /** Draws what assistive technology skips: rules, fills, boxes to tick, the page's furniture. */
  protected artifact(draw: () => void, type: 'Layout' | 'Pagination' = 'Layout') {
    this.doc.markContent('Artifact', { type });
    draw();
    this.doc.endMarkedContent();
  }

  /** One line of text with its baseline at (x, y). */
  protected drawText(
    text: string,
    x: number,
    y: number,
    style: { size: number; bold?: boolean; color?: Color },
  ) {
    this.doc
      .font(style.bold ? 'bold' : 'regular')
      .fontSize(style.size)
      .fillColor(toPdfKit(style.color ?? colors.text))
      .text(text, x, A4.height - y, { lineBreak: false, baseline: 'alphabetic' });
  }

  protected drawRectangle(box: { x: number; y: number; width: number; height: number }, style: ShapeStyle) {
    this.doc.rect(box.x, A4.height - box.y - box.height, box.width, box.height);
    this.paint(style);
  }

  protected drawRule(
    from: { x: number; y: number },
    to: { x: number; y: number },
    width = 0.5,
    color: Color = colors.rule,
  ) {
    this.doc
      .moveTo(from.x, A4.height - from.y)
      .lineTo(to.x, A4.height - to.y)
      .lineWidth(width)
      .stroke(toPdfKit(color));
  }

  private paint({ fill, stroke, strokeWidth = 1 }: ShapeStyle) {
    if (stroke) this.doc.lineWidth(strokeWidth);
    if (fill && stroke) this.doc.fillAndStroke(toPdfKit(fill), toPdfKit(stroke));
    else if (fill) this.doc.fill(toPdfKit(fill));
    else if (stroke) this.doc.stroke(toPdfKit(stroke));
  }

  protected lineHeight(size: number) {
    return size * LINE_FACTOR;
  }

  /** Lines of one element at `x`, each after making room for it (a page break falls between lines). */
  protected lines(
    element: Element,
    lines: readonly string[],
    x: number,
    style: { size: number; bold?: boolean; color?: Color },
  ) {
    for (const line of lines) {
      this.ensureSpace(this.lineHeight(style.size));
      this.y -= style.size;
      const y = this.y;
      this.mark(element, () => this.drawText(line, x, y, style));
      this.y -= this.lineHeight(style.size) - style.size;
    }
  }

  /** A wrapped paragraph (or another element of text: a heading); breaks onto the next page between lines. */
  text(text: string, style: TextStyle = {}, type: StructureType = 'P', parent?: Element) {
    const size = style.size ?? 10;
    const indent = style.indent ?? 0;
    const element = this.element(type, parent);
    this.lines(element, this.wrap(text, this.contentWidth - indent, size, style.bold), MARGIN.left + indent, {
      size,
      bold: style.bold,
      color: style.color,
    });
    element.end();
    this.y -= style.gapAfter ?? 4;
  }

  /** A heading that never stands alone at the foot of a page. */
  heading(text: string, level: 1 | 2 | 3 = 2) {
    const size = level === 1 ? 18 : level === 2 ? 14 : 11.5;
    this.ensureSpace(this.lineHeight(size) * 2 + 30);
    if (level > 1) this.y -= level === 2 ? 10 : 4;
    this.text(text, { size, bold: true, gapAfter: level === 1 ? 8 : 4 }, `H${level}`);
  }

  /** A label and its value: the label bold on its own line, the value below, indented. */
  field(label: string, value: string) {
    this.ensureSpace(this.lineHeight(10) * 2 + 6);
    this.text(label, { bold: true, size: 9.5, gapAfter: 1 });
    this.text(value, { indent: 10, gapAfter: 6 });
  }

  /** A list: each item a bullet (its label) and its wrapped text (its body). */
  bullets(items: readonly string[], style: TextStyle = {}) {
    const size = style.size ?? 10;
    const list = this.element('L');
    for (const item of items) {
      const entry = this.element('LI', list);
      const lines = this.wrap(item, this.contentWidth - 14, size);
      this.ensureSpace(this.lineHeight(size));
      const label = this.element('Lbl', entry);
      const y = this.y - size;
      this.mark(label, () => this.drawText('•', MARGIN.left + 2, y, { size }));
      label.end();
      const body = this.element('LBody', entry);
      this.lines(body, lines, MARGIN.left + 14, { size });
      body.end();
      entry.end();
      this.y -= 3;
    }
    list.end();
    this.y -= style.gapAfter ?? 4;
  }

  /**
   * A table with a header row and wrapped cells; widths are fractions of 1. After a page break the header row is
   * drawn again as page furniture: the structure has it once.
   */
  table(columns: readonly TableColumn[], rows: readonly (readonly string[])[], size = 9) {
    const widths = columns.map((column) => column.width * this.contentWidth);
    const padding = 4;
    const rowLines = (cells: readonly string[], bold: boolean) =>
      cells.map((cell, index) => this.wrap(cell, widths[index]! - 2 * padding, size, bold));
    const heightOf = (lines: string[][]) =>
      Math.max(...lines.map((cellLines) => cellLines.length)) * this.lineHeight(size) + 2 * padding;
    const table = this.element('Table');
    const drawRow = (cells: readonly string[], header: boolean, row: Element | undefined) => {
      const lines = rowLines(cells, header);
      const height = heightOf(lines);
      const top = this.y;
      if (header)
        this.artifact(() =>
          this.drawRectangle(
            { x: MARGIN.left, y: top - height, width: this.contentWidth, height },
            { fill: colors.headerFill },
          ),
        );
      let x = MARGIN.left;
      lines.forEach((cellLines, index) => {
        const cellX = x;
        const draw = () =>
          cellLines.forEach((line, lineIndex) => {
            const lineWidth = this.widthOf(line, size, header);
            const left =
              columns[index]!.align === 'right'
                ? cellX + widths[index]! - padding - lineWidth
                : cellX + padding;
            this.drawText(line, left, top - padding - size - lineIndex * this.lineHeight(size), {
              size,
              bold: header,
            });
          });
        if (row) {
          const cell = this.element(header ? 'TH' : 'TD', row);
          this.mark(cell, draw);
          cell.end();
        } else this.artifact(draw, 'Pagination');
        x += widths[index]!;
      });
      this.y -= height;
      const y = this.y;
      this.artifact(() => this.drawRule({ x: MARGIN.left, y }, { x: MARGIN.left + this.contentWidth, y }));
    };
    const headers = columns.map((column) => column.header);
    this.ensureSpace(heightOf(rowLines(headers, true)) * 2);
    const headerRow = this.element('TR', table);
    drawRow(headers, true, headerRow);
    headerRow.end();
    for (const cells of rows) {
      if (this.y - heightOf(rowLines(cells, false)) < MARGIN.bottom) {
        this.newPage();
        drawRow(headers, true, undefined);
      }
      const row = this.element('TR', table);
      drawRow(cells, false, row);
      row.end();
    }
    table.end();
    this.y -= 8;
  }

  /**
   * A drawing `height` points tall across the content width, kept whole on one page, as a figure with its text
   * alternative: `draw` gets the block's top left corner and places its shapes and labels itself.
   */
  block(height: number, alt: string, draw: (drawing: Drawing, left: number, top: number) => void) {
    this.ensureSpace(height);
    const top = this.y;
    const figure = this.element('Figure', this.root, { alt });
    const drawing: Drawing = {
      rectangle: (box, style) => this.drawRectangle(box, style),
      line: (from, to, style) => this.drawRule(from, to, style.width, style.color),
      circle: (centre, radius, style) => {
        this.doc.circle(centre.x, A4.height - centre.y, radius);
        this.paint(style);
      },
      text: (text, x, y, style) => this.drawText(printable(this.fontOf(style.bold), text), x, y, style),
    };
    this.mark(figure, () => draw(drawing, MARGIN.left, top));
    figure.end();
    this.y -= height;
  }

  /** Page numbers ('Seite 1 von 3') and a footer line on every page, as page furniture; call once, before save(). */
  footer(left: string) {
    const { start, count } = this.doc.bufferedPageRange();
    const size = 8;
    const text = printable(this.fontOf(), left);
    for (let index = start; index < start + count; index += 1) {
      this.doc.switchToPage(index);
      const label = `Seite ${index + 1} von ${count}`;
      const y = MARGIN.bottom / 2;
      this.artifact(() => {
        this.drawText(text, MARGIN.left, y, { size, color: colors.muted });
        this.drawText(label, A4.width - MARGIN.right - this.widthOf(label, size), y, {
          size,
          color: colors.muted,
        });
      }, 'Pagination');
    }
  }

  /** The finished document's bytes. */
  save(): Promise<Uint8Array> {
    this.root.end();
    const doc = this.doc;
    return new Promise((resolve, reject) => {
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
      doc.on('error', reject);
      doc.end();
    });
  }
}
