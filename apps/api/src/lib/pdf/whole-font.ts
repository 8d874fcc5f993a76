import { constants, deflateSync } from 'node:zlib';
import type { CustomFontEmbedder, PDFContext, PDFDocument, PDFFont, PDFHexString, PDFRef } from 'pdf-lib';
import type { PdfLib } from './pdf-lib';

type FontkitFont = CustomFontEmbedder['font'];
type Glyph = ReturnType<FontkitFont['layout']>['glyphs'][number];

/** Each font file compressed once per process, at the best level, as every document embeds it. */
const deflatedFiles = new WeakMap<Uint8Array, Uint8Array>();
function deflatedOnce(bytes: Uint8Array): Uint8Array {
  let deflated = deflatedFiles.get(bytes);
  if (!deflated) {
    deflated = deflateSync(bytes, { level: constants.Z_BEST_COMPRESSION });
    deflatedFiles.set(bytes, deflated);
  }
  return deflated;
}

type WholeFontEmbedderClass = new (font: FontkitFont, bytes: Uint8Array) => CustomFontEmbedder;
let embedderClass: WholeFontEmbedderClass | undefined;

/**
 * pdf-lib's embedder of a TrueType font, writing the whole font file instead of a subset of each document
 * (docs/decisions/025-pdf-fonts-and-request-path.md): the file is compressed once per process. Glyphs keep their
 * ids in the font, and the widths and the ToUnicode map list the glyphs the document uses, as pdf-lib's subsetting
 * embedder writes them.
 */
function wholeFontEmbedder(lib: PdfLib): WholeFontEmbedderClass {
  embedderClass ??= class WholeFontEmbedder extends lib.CustomFontEmbedder {
    private readonly used = new Map<number, Glyph>();

    constructor(font: FontkitFont, bytes: Uint8Array) {
      super(font, bytes);
      this.glyphCache = lib.Cache.populatedBy(() => [...this.used.values()].sort((a, b) => a.id - b.id));
    }

    override encodeText(text: string): PDFHexString {
      for (const glyph of this.font.layout(text, this.fontFeatures).glyphs) this.used.set(glyph.id, glyph);
      this.glyphCache.invalidate();
      return super.encodeText(text);
    }

    protected override async embedFontStream(context: PDFContext): Promise<PDFRef> {
      return context.register(context.stream(deflatedOnce(this.fontData), { Filter: 'FlateDecode' }));
    }
  };
  return embedderClass;
}

/**
 * A font for `doc` from a parsed font file; PdfWriter embeds it with `embed()` before saving (the document does not
 * know fonts made outside `embedFont`).
 */
export function wholeFont(lib: PdfLib, doc: PDFDocument, font: FontkitFont, bytes: Uint8Array): PDFFont {
  const Embedder = wholeFontEmbedder(lib);
  return lib.PDFFont.of(doc.context.nextRef(), doc, new Embedder(font, bytes));
}
