#!/usr/bin/env node
// Subsets KERN's Fira Sans cuts to the characters a German site needs and writes them as woff2 to
// apps/web/src/app/fonts/ (committed; the build only copies them). Run after updating @kern-ux/native or when
// texts need a character outside UNICODES: `node scripts/subset-fonts.mjs`. See docs/decisions/009-*.md.
//
// It also prints the metric overrides of the fallback faces in apps/web/src/app/fonts.css: Fira Sans' vertical
// metrics and its average width on German text relative to Arial's (measured on Liberation Sans, which has
// Arial's metrics; on Debian: apt-get install fonts-liberation).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(root, 'apps/web/package.json'));
const sourceDir = dirname(require.resolve('@kern-ux/native/dist/fonts/fira-sans/FiraSans-Regular.woff2'));
const outDir = join(root, 'apps/web/src/app/fonts');
const liberationDir = '/usr/share/fonts/truetype/liberation';

/** Code point ranges kept; fonts.css repeats them as `unicode-range`. */
export const UNICODES = [
  [0x20, 0x7e], // Basic Latin
  [0xa0, 0xff], // Latin-1 Supplement: umlauts, ß, §, non-breaking space, ·, «»
  [0x100, 0x17f], // Latin Extended-A: names from neighbouring countries
  [0x2000, 0x206f], // General Punctuation: „“ ‚‘ ’ – — … • thin and non-breaking spaces
  [0x20ac, 0x20ac], // €
  [0x2122, 0x2122], // ™
  [0x2190, 0x2195], // arrows ← ↑ → ↓ ↔ ↕
  [0x2212, 0x2212], // minus
  [0x2264, 0x2265], // ≤ ≥
  [0x25b2, 0x25b2], // ▲
  [0x25bc, 0x25bc], // ▼
  [0x2713, 0x2713], // ✓
];

/** Fira Sans cut → weights it serves (fonts.css maps 700 onto SemiBold, KERN's strong weight). */
const CUTS = [
  { file: 'FiraSans-Regular', fallback: 'LiberationSans-Regular' },
  { file: 'FiraSans-Medium', fallback: 'LiberationSans-Regular' },
  { file: 'FiraSans-SemiBold', fallback: 'LiberationSans-Bold' },
];

// Running text of the public pages, for the average width (letter frequencies of German, spaces, digits).
const SAMPLE =
  'Auf dieser Plattform weisen öffentliche Auftraggeber und Unternehmen nach, wie gut sie innovative ' +
  'Beschaffung beherrschen. Sie beantworten einen Fragebogen zur Selbsteinschätzung, erhalten eine ' +
  'Auswertung mit Handlungsempfehlungen und können Schritt für Schritt ein Zertifikat erwerben. Häufige ' +
  'Fragen, Barrierefreiheit, Impressum und Nutzungsbedingungen: „Zertifizierung für Unternehmen“ – 2026.';

const text = UNICODES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)),
).join('');

function tables(buffer) {
  const view = new DataView(buffer.buffer, buffer.byteOffset, buffer.byteLength);
  const result = {};
  for (let i = 0; i < view.getUint16(4); i += 1) {
    const record = 12 + 16 * i;
    const tag = String.fromCharCode(...buffer.subarray(record, record + 4));
    result[tag] = new DataView(buffer.buffer, buffer.byteOffset + view.getUint32(record + 8));
  }
  return result;
}

/** Vertical metrics and the advance width of each character of `sample`, from an sfnt (TrueType/CFF) font. */
function metrics(buffer, sample) {
  const { head, hhea, hmtx, cmap, 'OS/2': os2 } = tables(buffer);
  const glyphOf = cmapFormat4(cmap);
  const longMetrics = hhea.getUint16(34);
  const advance = (glyph) => hmtx.getUint16(4 * Math.min(glyph, longMetrics - 1));
  const widths = [...sample].map((char) => advance(glyphOf(char.codePointAt(0))));
  return {
    unitsPerEm: head.getUint16(18),
    ascent: hhea.getInt16(4),
    descent: hhea.getInt16(6),
    lineGap: hhea.getInt16(8),
    useTypoMetrics: (os2.getUint16(62) & 0x80) !== 0,
    typo: [os2.getInt16(68), os2.getInt16(70), os2.getInt16(72)],
    win: [os2.getUint16(74), os2.getUint16(76)],
    averageWidth: widths.reduce((sum, width) => sum + width, 0) / widths.length,
  };
}

function cmapFormat4(cmap) {
  for (let i = 0; i < cmap.getUint16(2); i += 1) {
    const platform = cmap.getUint16(4 + 8 * i);
    const encoding = cmap.getUint16(6 + 8 * i);
    const table = new DataView(cmap.buffer, cmap.byteOffset + cmap.getUint32(8 + 8 * i));
    if (platform !== 3 || encoding !== 1 || table.getUint16(0) !== 4) continue;
    const segments = table.getUint16(6) / 2;
    const ends = 14;
    const starts = ends + 2 * segments + 2;
    const deltas = starts + 2 * segments;
    const rangeOffsets = deltas + 2 * segments;
    return (code) => {
      for (let s = 0; s < segments; s += 1) {
        if (code > table.getUint16(ends + 2 * s)) continue;
        const start = table.getUint16(starts + 2 * s);
        if (code < start) return 0;
        const delta = table.getUint16(deltas + 2 * s);
        const rangeOffset = table.getUint16(rangeOffsets + 2 * s);
        if (rangeOffset === 0) return (code + delta) & 0xffff;
        const glyph = table.getUint16(rangeOffsets + 2 * s + rangeOffset + 2 * (code - start));
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
      }
      return 0;
    };
  }
  throw new Error('no Unicode BMP cmap (format 4)');
}

// Layout features the interface uses (kerning, ligatures, diacritic placement, tabular figures for tables);
// Fira's stylistic sets, fractions, old-style figures etc. would double the files. TrueType hinting is dropped:
// current renderers (DirectWrite, FreeType, Core Text) draw these sizes well without it, and it is a quarter
// of each file.
const OPTIONS = {
  targetFormat: 'woff2',
  noHinting: true,
  keepFeatures: ['kern', 'liga', 'calt', 'ccmp', 'locl', 'mark', 'mkmk', 'tnum'],
};

const percent = (value) => `${(value * 100).toFixed(2)}%`;

mkdirSync(outDir, { recursive: true });
for (const cut of CUTS) {
  const source = readFileSync(join(sourceDir, `${cut.file}.woff2`));
  const woff2 = await subsetFont(source, text, OPTIONS);
  const target = join(outDir, `${cut.file}-latin.woff2`);
  writeFileSync(target, woff2);
  console.log(
    `${cut.file}: ${(source.length / 1024).toFixed(1)} KiB → ${(woff2.length / 1024).toFixed(1)} KiB`,
  );

  const fallbackFile = join(liberationDir, `${cut.fallback}.ttf`);
  if (!existsSync(fallbackFile)) {
    console.log(`  (no ${fallbackFile}: fallback metrics not computed)`);
    continue;
  }
  const fira = metrics(await subsetFont(source, text, { ...OPTIONS, targetFormat: 'truetype' }), SAMPLE);
  const fallback = metrics(readFileSync(fallbackFile), SAMPLE);
  // size-adjust scales the fallback's glyphs (and its metric overrides) to Fira Sans' average width.
  const sizeAdjust = fira.averageWidth / fira.unitsPerEm / (fallback.averageWidth / fallback.unitsPerEm);
  const [ascent, descent, lineGap] = fira.useTypoMetrics
    ? fira.typo
    : [fira.ascent, fira.descent, fira.lineGap];
  console.log(
    `  vs ${cut.fallback}: size-adjust: ${percent(sizeAdjust)}; ` +
      `ascent-override: ${percent(ascent / fira.unitsPerEm / sizeAdjust)}; ` +
      `descent-override: ${percent(Math.abs(descent) / fira.unitsPerEm / sizeAdjust)}; ` +
      `line-gap-override: ${percent(lineGap / fira.unitsPerEm / sizeAdjust)};`,
  );
}
