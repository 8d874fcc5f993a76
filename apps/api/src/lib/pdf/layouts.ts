import type { Font, GlyphRun } from '@pdf-lib/fontkit';

/** How many layouts a font keeps: the fixed wording of every document and the recent variable lines. */
export const KEPT_LAYOUTS = 2_000;

/**
 * Makes a parsed font keep the layout of each text it shaped. pdf-lib shapes every text with fontkit (substitutions
 * and positioning) to measure it and again to write it, which was the largest part of a certificate's time (B6);
 * most lines of a document (headings, labels, the level's wording) are the same in every document. A layout
 * depends only on the font and the text, and pdf-lib only reads it (glyph ids and advance widths), so a kept one
 * is the same as a new one. The oldest layout goes first once the font keeps KEPT_LAYOUTS.
 */
export function keepingLayouts(font: Font): Font {
  const layouts = new Map<string, GlyphRun>();
  const shape = font.layout.bind(font);
  font.layout = (text, ...options) => {
    // pdf-lib passes no features, script, language or direction unless asked to: only those layouts are kept.
    if (options.some((option) => option !== undefined)) return shape(text, ...options);
    let layout = layouts.get(text);
    if (!layout) {
      layout = shape(text);
      if (layouts.size >= KEPT_LAYOUTS) layouts.delete(layouts.keys().next().value!);
      layouts.set(text, layout);
    }
    return layout;
  };
  return font;
}
