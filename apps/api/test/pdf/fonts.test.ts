import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
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
import { PdfWriter } from '../../src/lib/pdf/document';
import { KEPT_LAYOUTS, keepingLayouts } from '../../src/lib/pdf/layouts';
import { pdfFontsDir } from '../../src/lib/paths';
import { pdfText } from '../helpers/pdf-text';

/**
 * The fonts of lib/pdf (docs/decisions/025-pdf-fonts-and-request-path.md): kept layouts, and the whole font
 * embedded instead of pdf-lib's per-document subset, which must show the same glyphs with the same widths and the
 * same text.
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
  for (const match of content.matchAll(/\/(\S+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
    if (match[1] !== undefined) {
      widths = fonts.get(match[1])!;
      continue;
    }
    const codes = match[2]!.match(/.{4}/g)!.map((code) => parseInt(code, 16));
    lines.push({ text: texts[lines.length]!, widths: codes.map((code) => widths.get(code)!) });
  }
  return { lines, fontFiles };
}

describe('PDF fonts', () => {
  it('keeps a layout that is the same as a new one, up to KEPT_LAYOUTS texts', async () => {
    const bytes = await fontFile('NotoSans-Regular.ttf');
    const kept = keepingLayouts(fontkit.create(bytes));
    const fresh = fontkit.create(bytes);
    const glyphs = (run: ReturnType<typeof fresh.layout>) =>
      run.glyphs.map((glyph) => [glyph.id, glyph.advanceWidth, glyph.codePoints.join('/')].join(':'));
    for (const line of LINES) {
      const first = kept.layout(line);
      expect(glyphs(first)).toEqual(glyphs(fresh.layout(line)));
      expect(kept.layout(line)).toBe(first);
    }
    expect(glyphs(kept.layout('fi'))).toEqual([`${fresh.layout('fi').glyphs[0]!.id}:602:102/105`]);

    const oldest = kept.layout(LINES[0]!);
    for (let index = 0; index < KEPT_LAYOUTS; index += 1) kept.layout(`Zeile ${index}`);
    const again = kept.layout(LINES[0]!);
    expect(again).not.toBe(oldest);
    expect(glyphs(again)).toEqual(glyphs(oldest));
  });

  it('embeds each font whole and shows the same glyphs, widths and text as pdf-lib subsetting it', async () => {
    const [regular, bold] = await Promise.all([
      fontFile('NotoSans-Regular.ttf'),
      fontFile('NotoSans-Bold.ttf'),
    ]);

    const writer = await PdfWriter.create({ title: 'Schrift', author: 'Test', now: new Date('2026-11-22') });
    LINES.forEach((line, index) =>
      writer.lineAt(line, 56, 700 - index * 30, { size: 12, bold: index % 2 === 1 }),
    );
    const ours = await shownLines(await writer.save());
    expect(ours.lines.map((line) => line.text)).toEqual(LINES);

    const reference = await PDFDocument.create();
    reference.registerFontkit(fontkit);
    const fonts = [
      await reference.embedFont(regular, { subset: true }),
      await reference.embedFont(bold, { subset: true }),
    ];
    const page = reference.addPage();
    LINES.forEach((line, index) =>
      page.drawText(line, { x: 56, y: 700 - index * 30, size: 12, font: fonts[index % 2]! }),
    );
    const subset = await shownLines(await reference.save());

    expect(ours.lines).toEqual(subset.lines);
    expect(ours.lines.flatMap((line) => line.widths).every((width) => width > 0)).toBe(true);
    // The page names a font again each time the font changes: five names for two fonts.
    const files = new Set(ours.fontFiles.map((file) => Buffer.from(file).toString('base64')));
    expect(files).toEqual(new Set([regular.toString('base64'), bold.toString('base64')]));
  });

  it('prints a character the font lacks (Greek) as a question mark, as before', async () => {
    const writer = await PdfWriter.create({ title: 'Schrift', author: 'Test', now: new Date('2026-11-22') });
    writer.lineAt('Δήμος Αθηναίων / Kraków', 56, 700, { size: 12 });
    const { pages } = await pdfText(await writer.save());
    expect(pages[0]).toEqual(['????? ???????? / Kraków']);
  });
});
