import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  type PDFPage,
} from 'pdf-lib';

/**
 * The text of a PDF written by lib/pdf (pdf-lib or pdfkit), page by page, for assertions: each page's content
 * streams are decoded, every shown string (`<hex> Tj`, or pdfkit's `[<hex> kerning <hex>] TJ`) is mapped through its
 * font's ToUnicode CMap. One entry per drawn line. Works for the documents of lib/pdf (Type0 fonts, Identity-H,
 * two-byte glyph codes); not a general PDF text extractor.
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
    // pdfkit's form: one destination per code, `<from> <to> [<text> <text> …]`.
    for (const [, from, list] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<[0-9a-fA-F]+>\s*\[([^\]]*)\]/g)) {
      // A ligature's entry holds its characters apart: <0066 0069> for "fi".
      [...list!.matchAll(/<([0-9a-fA-F ]+)>/g)].forEach(([, text], index) =>
        map.set(
          (parseInt(from!, 16) + index).toString(16).toUpperCase().padStart(from!.length, '0'),
          hexText(text!.replace(/ /g, '')),
        ),
      );
    }
    const ranges = block[1]!.replace(/<[0-9a-fA-F]+>\s*<[0-9a-fA-F]+>\s*\[[^\]]*\]/g, '');
    for (const [, from, to, text] of ranges.matchAll(
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

/** Each drawn line of a page with the marked-content id it is drawn in (undefined: outside any, or an artifact). */
function markedLines(document: PDFDocument, page: PDFPage): { text: string; mcid: number | undefined }[] {
  const fonts = new Map<string, Map<string, string>>();
  const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  for (const [name, ref] of fontDict?.entries() ?? []) {
    const font = document.context.lookup(ref, PDFDict);
    fonts.set(name.decodeText(), toUnicodeMap(streamText(document, font.get(PDFName.of('ToUnicode')))));
  }
  const content = pageContent(document, page);
  const lines: { text: string; mcid: number | undefined }[] = [];
  const marks: (number | undefined)[] = [];
  let cmap = new Map<string, string>();
  for (const match of content.matchAll(
    /\/(\S+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj|\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\]\s*TJ|\/\w+\s*(?:<<[^>]*?\/MCID\s+(\d+)[^>]*>>|<<[^>]*>>|\/\w+)?\s*BDC|\/\w+\s+BMC|(EMC)/g,
  )) {
    if (match[1] !== undefined) {
      cmap = fonts.get(match[1]) ?? new Map();
      continue;
    }
    if (match[5] !== undefined) {
      marks.pop();
      continue;
    }
    if (match[2] === undefined && match[3] === undefined) {
      marks.push(match[4] === undefined ? undefined : Number(match[4]));
      continue;
    }
    // In a TJ array the numbers between the strings are kerning; spaces are glyphs of their own.
    const hex = (
      match[2] ?? [...match[3]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('')
    ).toUpperCase();
    let line = '';
    for (let i = 0; i < hex.length; i += 4) line += cmap.get(hex.slice(i, i + 4)) ?? '\uFFFD';
    lines.push({ text: line, mcid: marks.at(-1) });
  }
  return lines;
}

function pageLines(document: PDFDocument, page: PDFPage): string[] {
  return markedLines(document, page).map((line) => line.text);
}

/**
 * The tagged text of a PDF in the order of its structure tree, as assistive technology reads it: one entry per
 * structure element that holds text (its type, e.g. 'H1', 'P', 'TD', and its lines joined by spaces). Artifacts
 * (page numbers, running footers) are not in it.
 */
export async function structureText(bytes: Uint8Array): Promise<{ type: string; text: string }[]> {
  const document = await PDFDocument.load(bytes);
  const textOf = new Map<string, string[]>();
  for (const page of document.getPages())
    for (const { text, mcid } of markedLines(document, page))
      if (mcid !== undefined) {
        const key = `${page.ref.toString()}#${mcid}`;
        textOf.set(key, [...(textOf.get(key) ?? []), text]);
      }
  const entries: { type: string; text: string }[] = [];
  const visit = (element: PDFDict, inheritedPage: PDFRef | undefined) => {
    const page = (element.get(PDFName.of('Pg')) as PDFRef | undefined) ?? inheritedPage;
    const kids = element.lookup(PDFName.of('K'));
    const children = kids instanceof PDFArray ? kids.asArray() : kids === undefined ? [] : [kids];
    const own: string[] = [];
    for (const child of children) {
      const kid = child instanceof PDFRef ? document.context.lookup(child) : child;
      if (kid instanceof PDFNumber) own.push(...(textOf.get(`${page?.toString()}#${kid.asNumber()}`) ?? []));
      else if (kid instanceof PDFDict && kid.get(PDFName.of('Type'))?.toString() === '/MCR') {
        const mcrPage = (kid.get(PDFName.of('Pg')) as PDFRef | undefined) ?? page;
        const mcid = kid.lookup(PDFName.of('MCID'), PDFNumber).asNumber();
        own.push(...(textOf.get(`${mcrPage?.toString()}#${mcid}`) ?? []));
      } else if (kid instanceof PDFDict) visit(kid, page);
    }
    if (own.length > 0)
      entries.push({ type: element.get(PDFName.of('S'))!.toString().slice(1), text: own.join(' ') });
  };
  const root = document.catalog.lookup(PDFName.of('StructTreeRoot'), PDFDict);
  const top = root.lookup(PDFName.of('K'));
  for (const child of top instanceof PDFArray ? top.asArray() : [top]) {
    const element = child instanceof PDFRef ? document.context.lookup(child) : child;
    if (element instanceof PDFDict) visit(element, undefined);
  }
  return entries;
}

function pageContent(document: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray() : [contents];
  return streams.map((stream) => streamText(document, stream)).join('\n');
}

/** A rectangle on a page: its lower left corner (points from the bottom), its size and its fill (null: not filled). */
export type PdfRectangle = { x: number; y: number; width: number; height: number; fill: number[] | null };

/**
 * The rectangles on a page, in drawing order, for assertions on drawn charts. Reads the paths pdfkit writes for a
 * rectangle (`x y w h re` in its top-down page space, the line width, then the fill colour as `r g b scn`); not a general PDF reader.
 */
export function pageRectangles(document: PDFDocument, page: PDFPage): PdfRectangle[] {
  const { height: pageHeight } = page.getSize();
  return [
    ...pageContent(document, page).matchAll(
      /^([\d.-]+) ([\d.-]+) ([\d.-]+) ([\d.-]+) re\n(?:[\d.]+ w\n)?(?:\/DeviceRGB cs\n([\d.]+) ([\d.]+) ([\d.]+) scn\n)?/gm,
    ),
  ].map(([, x, y, width, height, ...fill]) => ({
    x: Number(x),
    y: pageHeight - Number(y) - Number(height),
    width: Number(width),
    height: Number(height),
    fill: fill[0] === undefined ? null : fill.map(Number),
  }));
}
