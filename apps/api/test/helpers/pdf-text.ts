import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFPage,
} from 'pdf-lib';

/**
 * The text of a PDF written by pdf-lib, page by page, for assertions: each page's content streams are
 * decoded, every shown string (`<hex> Tj`) is mapped through its font's ToUnicode CMap. One entry per drawn
 * line. Works for the documents of lib/pdf (Type0 fonts, Identity-H, two-byte glyph codes); not a general
 * PDF text extractor.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ document: PDFDocument; pages: string[][] }> {
  const document = await PDFDocument.load(bytes);
  const pages = document.getPages().map((page) => pageLines(document, page));
  return { document, pages };
}

function streamText(document: PDFDocument, value: unknown): string {
  const stream = value instanceof PDFRef ? document.context.lookup(value) : value;
  if (!(stream instanceof PDFRawStream)) return '';
  return Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
}

/** code (hex, upper case) → text, from a ToUnicode CMap's bfchar and bfrange sections. */
function toUnicodeMap(cmap: string): Map<string, string> {
  const map = new Map<string, string>();
  const hexText = (hex: string) => {
    const units: number[] = [];
    for (let i = 0; i < hex.length; i += 4) units.push(parseInt(hex.slice(i, i + 4), 16));
    return String.fromCharCode(...units);
  };
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      map.set(code!.toUpperCase(), hexText(text!));
    }
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, text] of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    )) {
      const start = parseInt(from!, 16);
      const base = parseInt(text!, 16);
      for (let code = start; code <= parseInt(to!, 16); code += 1) {
        map.set(
          code.toString(16).toUpperCase().padStart(from!.length, '0'),
          String.fromCharCode(base + code - start),
        );
      }
    }
  }
  return map;
}

function pageLines(document: PDFDocument, page: PDFPage): string[] {
  const fonts = new Map<string, Map<string, string>>();
  const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of fontDict?.entries() ?? []) {
    const font = document.context.lookup(ref, PDFDict);
    fonts.set(name.decodeText(), toUnicodeMap(streamText(document, font.get(PDFName.of('ToUnicode')))));
  }
  const content = pageContent(document, page);
  const lines: string[] = [];
  let cmap = new Map<string, string>();
  for (const match of content.matchAll(/\/(\S+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
    if (match[1] !== undefined) {
      cmap = fonts.get(match[1]) ?? new Map();
      continue;
    }
    const hex = match[2]!.toUpperCase();
    let line = '';
    for (let i = 0; i < hex.length; i += 4) line += cmap.get(hex.slice(i, i + 4)) ?? '\uFFFD';
    lines.push(line);
  }
  return lines;
}

function pageContent(document: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  return streams.map((stream) => streamText(document, stream)).join('\n');
}

/** A rectangle drawn by pdf-lib's `drawRectangle`: its corner, size and fill colour (null when not filled). */
export type PdfRectangle = { x: number; y: number; width: number; height: number; fill: number[] | null };

/**
 * The rectangles on a page, in drawing order, for assertions on drawn charts. Reads the graphics blocks pdf-lib
 * writes for `drawRectangle` (a translation, then a closed path of four points); not a general PDF reader.
 */
export function pageRectangles(document: PDFDocument, page: PDFPage): PdfRectangle[] {
  const rectangles: PdfRectangle[] = [];
  for (const [, block] of pageContent(document, page).matchAll(/^q\n([\s\S]*?)\nQ$/gm)) {
    const path = block!.match(/^0 0 m\n0 ([\d.]+) l\n([\d.]+) \1 l\n\2 0 l\nh$/m);
    const at = block!.match(/^1 0 0 1 ([\d.-]+) ([\d.-]+) cm$/m);
    if (!path || !at) continue;
    const fill = block!.match(/^([\d.]+) ([\d.]+) ([\d.]+) rg$/m);
    rectangles.push({
      x: Number(at[1]),
      y: Number(at[2]),
      width: Number(path[2]),
      height: Number(path[1]),
      fill: fill ? fill.slice(1).map(Number) : null,
    });
  }
  return rectangles;
}
