import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { FlowingPdf } from '../../src/lib/pdf/flowing-pdf';
import { pdfFontsDir } from '../../src/lib/paths';
import { pdfText } from '../helpers/pdf-text';

/**
 * The fonts of lib/pdf: Noto Sans embedded as pdfkit subsets it, every German and Latin Extended-A line shown with
 * its own text and a width for every glyph, and what the font lacks as a question mark.
 */

const fontFile = (name: string) => readFile(path.join(pdfFontsDir, name));

// Ligatures (fi, ffl), umlauts, Polish and Turkish letters of Latin Extended-A, typographic punctuation.
const LINES = [
  'Zertifikat für die Stadtwerke Görlitz-Süd',
  'Effiziente Beschaffung – „fließend“ geprüft…',
  'Urząd Miejski w Łodzi, Wrocław, Gdańsk',
  'İstanbul Büyükşehir Belediyesi, Kağıthane',
  'Straße 12 · € 1.250,00 • ffl',
];

type Shown = { text: string; widths: number[] };

/** Each drawn line as a viewer shows it: its text (through ToUnicode) and the width of every glyph (W). */
async function shownLines(bytes: Uint8Array): Promise<{ lines: Shown[]; fontFiles: Uint8Array[] }> {
  const document = await PDFDocument.load(bytes);
  const page = document.getPages()[0]!;
  const resolve = (value: unknown) => (value instanceof PDFRef ? document.context.lookup(value) : value);
  const fonts = new Map<string, Map<number, number>>();
  const fontFiles: Uint8Array[] = [];
  for (const [name, ref] of page.node.Resources()!.lookup(PDFName.of('Font'), PDFDict).entries()) {
    const type0 = resolve(ref) as PDFDict;
    const cidFont = resolve(type0.lookup(PDFName.of('DescendantFonts'), PDFArray).get(0)) as PDFDict;
    const widths = new Map<number, number>();
    const w = cidFont.lookup(PDFName.of('W'), PDFArray).asArray();
    for (let index = 0; index < w.length; index += 2) {
      const first = (w[index] as PDFNumber).asNumber();
      (resolve(w[index + 1]) as PDFArray)
        .asArray()
        .forEach((width, offset) => widths.set(first + offset, (width as PDFNumber).asNumber()));
    }
    const descriptor = resolve(cidFont.get(PDFName.of('FontDescriptor'))) as PDFDict;
    fontFiles.push(
      decodePDFRawStream(resolve(descriptor.get(PDFName.of('FontFile2'))) as PDFRawStream).decode(),
    );
    fonts.set(name.decodeText(), widths);
  }
  const contents = page.node.Contents();
  const content = (contents instanceof PDFArray ? contents.asArray() : [contents])
    .map((stream) =>
      Buffer.from(decodePDFRawStream(resolve(stream) as PDFRawStream).decode()).toString('latin1'),
    )
    .join('\n');
  const texts = (await pdfText(bytes)).pages[0]!;
  const lines: Shown[] = [];
  let widths = new Map<number, number>();
  // pdfkit shows a line as `[<hex> kerning <hex> …] TJ`: the glyph codes are the hex strings' four-digit groups.
  for (const match of content.matchAll(/\/(\S+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ/g)) {
    if (match[1] !== undefined) {
      widths = fonts.get(match[1])!;
      continue;
    }
    const hex = [...match[2]!.matchAll(/<([0-9a-fA-F]*)>/g)].map(([, part]) => part).join('');
    const codes = hex.match(/.{4}/g)!.map((code) => parseInt(code, 16));
    lines.push({ text: texts[lines.length]!, widths: codes.map((code) => widths.get(code)!) });
  }
  return { lines, fontFiles };
}

describe('PDF fonts', () => {
  it('shows every line with its text, a width for each glyph and a subset of each font', async () => {
    const [regular, bold] = await Promise.all([
      fontFile('NotoSans-Regular.ttf'),
      fontFile('NotoSans-Bold.ttf'),
    ]);
    const writer = FlowingPdf.create({ title: 'Schrift', author: 'Test', now: new Date('2026-11-22') });
    LINES.forEach((line, index) => writer.text(line, { size: 12, bold: index % 2 === 1 }));
    const shown = await shownLines(await writer.save());
    expect(shown.lines.map((line) => line.text)).toEqual(LINES);
    expect(shown.lines.flatMap((line) => line.widths).every((width) => width > 0)).toBe(true);
    // Ligatures are one glyph: 'ffl' is three characters, one width.
    expect(shown.lines[4]!.widths.length).toBeLessThan(LINES[4]!.length);
    // Each embedded font file is a subset: far smaller than either whole font.
    const largest = Math.max(...shown.fontFiles.map((file) => file.length));
    expect(largest).toBeLessThan(Math.min(regular.length, bold.length) / 4);
  });

  it('prints a character the font lacks (Greek) as a question mark, as before', async () => {
    const writer = FlowingPdf.create({ title: 'Schrift', author: 'Test', now: new Date('2026-11-22') });
    writer.text('Δήμος Αθηναίων / Kraków', { size: 12 });
    const { pages } = await pdfText(await writer.save());
    expect(pages[0]).toEqual(['????? ???????? / Kraków']);
  });
});
