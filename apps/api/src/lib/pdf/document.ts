import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ColorTypes, PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { pdfFontsDir } from '../paths';
import type { DeflatedImage } from './deflated-image';
import { loadFontkit, loadPdfLib, type Fontkit, type PdfLib } from './pdf-lib';
import { printableWith, wrapLines } from './wrap';

/**
 * The certificate's writer on top of pdf-lib: one A4 page laid out by coordinates, an embedded Noto Sans (Latin with
 * every German character, subset to the document's glyphs), the document's title and language in its metadata, its
 * tags by ./tags.ts. The flowing documents are written with pdfkit (./flowing-pdf.ts); the certificate follows once
 * its seal can be placed there without reading a PNG per document (docs/decisions/051). Sizes are in PDF points.
 */

export const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = { top: 56, bottom: 64, left: 56, right: 56 } as const;

/** pdf-lib's RGB colour, made without importing pdf-lib (./pdf-lib.ts); components from 0 to 1. */
export function rgb(red: number, green: number, blue: number): RGB {
  return { type: 'RGB' as ColorTypes.RGB, red, green, blue };
}

export const colors = {
  text: rgb(0.07, 0.09, 0.16),
  muted: rgb(0.35, 0.38, 0.45),
  rule: rgb(0.8, 0.82, 0.86),
  headerFill: rgb(0.93, 0.95, 0.97),
  success: rgb(0.0, 0.45, 0.2),
  danger: rgb(0.7, 0.1, 0.1),
} as const;

let fontBytes: Promise<{ regular: Uint8Array; bold: Uint8Array }> | undefined;
/** The font files, read once per process. */
export function loadFonts() {
  fontBytes ??= Promise.all([
    readFile(path.join(pdfFontsDir, 'NotoSans-Regular.ttf')),
    readFile(path.join(pdfFontsDir, 'NotoSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fontBytes;
}

/**
 * fontkit with each font file parsed once per process: parsing was most of a certificate's time (B6). pdf-lib only
 * reads a parsed font (it subsets and shapes from it), so one serves every document.
 */
const parsedFonts = new WeakMap<Uint8Array, ReturnType<Fontkit['create']>>();
function parsingOnce(fontkit: Fontkit): Fontkit {
  return {
    create(bytes) {
      let font = parsedFonts.get(bytes);
      if (!font) {
        font = fontkit.create(bytes);
        parsedFonts.set(bytes, font);
      }
      return font;
    },
  };
}

/** The code points of a font, as a set made once per parsed font (its character set is one kept array). */
const codePointSets = new WeakMap<readonly number[], ReadonlySet<number>>();
function supportedCodePoints(font: PDFFont): ReadonlySet<number> {
  const characterSet = font.getCharacterSet();
  let supported = codePointSets.get(characterSet);
  if (!supported) {
    supported = new Set(characterSet);
    codePointSets.set(characterSet, supported);
  }
  return supported;
}

/** Characters the embedded font lacks become a question mark instead of failing the whole document. */
function printable(font: PDFFont, text: string): string {
  const supported = supportedCodePoints(font);
  return printableWith((code) => supported.has(code), text);
}

/** What `create` builds: PdfWriter or a writer extending it (e.g. the blank questionnaire's form writer). */
type WriterClass<W extends PdfWriter> = new (
  lib: PdfLib,
  doc: PDFDocument,
  regular: PDFFont,
  bold: PDFFont,
) => W;

export class PdfWriter {
  protected page!: PDFPage;
  protected y = 0;

  /** Use `create`, which embeds the fonts and sets the metadata. */
  constructor(
    /** pdf-lib itself, for drawings beyond PDFPage's methods. */
    readonly lib: PdfLib,
    readonly doc: PDFDocument,
    protected readonly regular: PDFFont,
    protected readonly bold: PDFFont,
  ) {
    this.newPage();
  }

  /** A new document with its metadata: title (shown in the viewer's title bar), language, author, dates. */
  static async create<W extends PdfWriter>(
    this: WriterClass<W>,
    meta: { title: string; subject?: string; author: string; language?: string; now: Date },
  ): Promise<W> {
    const [lib, fontkit, bytes] = await Promise.all([loadPdfLib(), loadFontkit(), loadFonts()]);
    const doc = await lib.PDFDocument.create();
    doc.registerFontkit(parsingOnce(fontkit));
    const [regular, bold] = await Promise.all([
      doc.embedFont(bytes.regular, { subset: true }),
      doc.embedFont(bytes.bold, { subset: true }),
    ]);
    doc.setTitle(meta.title, { showInWindowTitleBar: true });
    if (meta.subject) doc.setSubject(meta.subject);
    doc.setAuthor(meta.author);
    doc.setCreator(meta.author);
    doc.setProducer('pdf-lib');
    doc.setLanguage(meta.language ?? 'de-DE');
    doc.setCreationDate(meta.now);
    doc.setModificationDate(meta.now);
    return new this(lib, doc, regular, bold);
  }

  get contentWidth() {
    return A4.width - MARGIN.left - MARGIN.right;
  }

  protected font(bold?: boolean) {
    return bold ? this.bold : this.regular;
  }

  protected newPage() {
    this.page = this.doc.addPage([A4.width, A4.height]);
    this.y = A4.height - MARGIN.top;
  }

  /** Lines of `text` no wider than `width` (./wrap.ts). */
  wrap(text: string, width: number, size: number, bold?: boolean): string[] {
    const font = this.font(bold);
    return wrapLines(printable(font, text), width, (value) => font.widthOfTextAtSize(value, size));
  }

  /** The page being written, for drawings placed by coordinates (frames, images) in a one-page document. */
  get currentPage(): PDFPage {
    return this.page;
  }

  /** One line with its baseline at (x, y), in points from the bottom left; for documents laid out by coordinates. */
  lineAt(text: string, x: number, y: number, style: { size: number; bold?: boolean; color?: RGB }) {
    const font = this.font(style.bold);
    this.drawLineOfText(printable(font, text).replace(/\n/g, ' '), x, y, font, style);
  }

  private drawLineOfText(
    line: string,
    x: number,
    y: number,
    font: PDFFont,
    style: { size: number; color?: RGB },
  ) {
    this.page.drawText(line, { x, y, size: style.size, font, color: style.color ?? colors.text });
  }

  /** An image placed at (x, y) with the given size in points; its compressed samples are written as they are. */
  imageAt(image: DeflatedImage, x: number, y: number, width: number, height: number) {
    const stream = this.doc.context.stream(image.data, {
      Type: 'XObject',
      Subtype: 'Image',
      Width: image.width,
      Height: image.height,
      ColorSpace: image.colorSpace,
      BitsPerComponent: 8,
      Filter: 'FlateDecode',
    });
    const name = this.page.node.newXObject('Image', this.doc.context.register(stream));
    const { concatTransformationMatrix, drawObject, popGraphicsState, pushGraphicsState } = this.lib;
    this.page.pushOperators(
      pushGraphicsState(),
      concatTransformationMatrix(width, 0, 0, height, x, y),
      drawObject(name),
      popGraphicsState(),
    );
  }

  /** One line centred on the page with its baseline at `y`, made smaller until it fits `maxWidth`. */
  centeredLine(
    text: string,
    y: number,
    style: { size: number; bold?: boolean; color?: RGB; maxWidth?: number },
  ) {
    const font = this.font(style.bold);
    const line = printable(font, text).replace(/\n/g, ' ');
    const maxWidth = style.maxWidth ?? this.contentWidth;
    // Widths grow in proportion to the size: one measurement serves both.
    const fullWidth = font.widthOfTextAtSize(line, style.size);
    const size = Math.min(style.size, (style.size * maxWidth) / fullWidth);
    const x = (A4.width - (fullWidth * size) / style.size) / 2;
    this.drawLineOfText(line, x, y, font, { size, color: style.color });
  }

  async save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
