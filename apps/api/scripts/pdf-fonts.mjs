// Builds the TrueType fonts the PDF documents embed (apps/api/src/lib/pdf): Noto Sans, KERN's second typeface
// (@kern-ux/native ships it as WOFF2, which PDF cannot embed), cut down to the characters German documents need.
// Noto Sans (SIL OFL 1.1) has no Reserved Font Name, so a subset may keep its name; Fira Sans reserves "Fira".
// pdf-lib subsets them again per document. Run from the repository root: node apps/api/scripts/pdf-fonts.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

const ranges = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1: äöüß, «», §, °, ², NBSP
  [0x100, 0x17f], // Latin Extended-A: names from neighbouring countries
  [0x2010, 0x2027], // dashes, quotes „“‚‘, bullet, ellipsis
  [0x2030, 0x2030],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac], // €
  [0x2190, 0x2193], // arrows
  [0x2212, 0x2212], // minus
  [0x2264, 0x2265], // ≤ ≥
];
const text = ranges
  .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)))
  .join('');

for (const weight of ['Regular', 'Bold']) {
  const source = readFileSync(`node_modules/@kern-ux/native/dist/fonts/noto-sans/NotoSans-${weight}.woff2`);
  const ttf = await subsetFont(source, text, { targetFormat: 'truetype' });
  writeFileSync(`apps/api/assets/fonts/NotoSans-${weight}.ttf`, ttf);
  console.log(weight, ttf.length);
}
