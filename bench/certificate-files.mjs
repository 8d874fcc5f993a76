// B6 (bench/README.md): certificate document PDF and seal PNG, generated in-process by the functions the routes call
// (apps/api/src/modules/certificate-files), run from source: node --import tsx bench/certificate-files.mjs
// Measured, one run of each after the other in every round so that drift hits all alike:
// - baseline PDF: pdfkit (the documents' library), one blank A4 page, saved;
// - certificate PDF: certificatePdf() for a fresh code (its own QR code and organisation name), the level's seal
//   already rendered (every document after the first of a level and award year; the seal is kept per process);
// - baseline PNG: an SVG of one circle rendered to 1200 × 1200 px by resvg with the same font options;
// - seal PNG: sealPng() as the route calls it (kept per level and award year after the first render).
// Then the first render of each: COLD_RUNS seal PNGs and documents of award years not rendered before.
// Options: RUNS=200, COLD_RUNS=40.
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import PDFDocument from 'pdfkit';
import { CertificateLevel } from '@cert/domain';
import { certificatePdf } from '../apps/api/src/modules/certificate-files/document.ts';
import { sealPng } from '../apps/api/src/modules/certificate-files/seal.ts';
import { pdfFontsDir } from '../apps/api/src/lib/paths.ts';
import { root } from './lib/server.mjs';

const runs = Number(process.env.RUNS ?? 200);
const coldRuns = Number(process.env.COLD_RUNS ?? 40);
const targets = { pdfP95Ms: 40, pngP95Ms: 15 };
const levels = CertificateLevel.values;
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

const code = () => Array.from(randomBytes(10), (byte) => CROCKFORD[byte % 32]).join('');
const facts = (level, year) => ({
  level,
  code: code(),
  awardedOn: `${year}-11-20`,
  validUntil: `${year + 2}-11-20`,
  // A name of its own per document, as in real use: the fonts keep the layouts of lines they have shaped.
  organizationName: `Stadtwerke Görlitz-Süd ${code().slice(0, 4)}`,
});
const document = (level, year) =>
  certificatePdf({
    certificate: facts(level, year),
    verificationUrl: `https://zertifizierung.example.de/zertifikat/${code()}`,
    now: new Date(),
  });

function blankPdf() {
  const pdf = new PDFDocument({ size: [595.28, 841.89] });
  return new Promise((resolve, reject) => {
    const chunks = [];
    pdf.on('data', (chunk) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.end();
  });
}

const fontFiles = ['NotoSans-Regular.ttf', 'NotoSans-Bold.ttf'].map((file) => path.join(pdfFontsDir, file));
const circleSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="1200" viewBox="0 0 1200 1200">' +
  '<circle cx="600" cy="600" r="590" fill="#B46E32"/></svg>';
async function circlePng() {
  const image = await renderAsync(circleSvg, {
    fitTo: { mode: 'width', value: 1200 },
    font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'Noto Sans' },
  });
  return image.asPng();
}

async function timed(samples, make) {
  const start = process.hrtime.bigint();
  const bytes = await make();
  samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  return bytes.length;
}

const percentile = (samples, p) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (value) => value.toFixed(1);

console.log(
  `B6 certificate files: ${runs} runs, ${coldRuns} first renders; ${cpus().length} cores, load ` +
    `${loadavg()[0].toFixed(2)}, ${process.version}, from ${path.relative(process.cwd(), root) || '.'}`,
);

// Warm-up: the fonts are read, the JIT and the seals of the steady-state year are ready, as in a running server.
for (const level of levels) {
  await document(level, 2026);
  await sealPng(level, '2026');
}
await blankPdf();
await circlePng();

const samples = {
  blankPdf: [],
  documentPdf: [],
  circlePng: [],
  sealPng: [],
  coldSealPng: [],
  coldDocumentPdf: [],
};
const sizes = {};
for (let run = 0; run < runs; run += 1) {
  const level = levels[run % levels.length];
  sizes.blankPdf = await timed(samples.blankPdf, blankPdf);
  sizes.documentPdf = await timed(samples.documentPdf, () => document(level, 2026));
  sizes.circlePng = await timed(samples.circlePng, circlePng);
  sizes.sealPng = await timed(samples.sealPng, () => sealPng(level, '2026'));
}
// Award years no seal was rendered for yet: each call renders its seal once.
for (let run = 0; run < coldRuns; run += 1) {
  const level = levels[run % levels.length];
  const year = 2030 + Math.floor(run / levels.length);
  sizes.coldSealPng = await timed(samples.coldSealPng, () => sealPng(level, String(year)));
  sizes.coldDocumentPdf = await timed(samples.coldDocumentPdf, () => document(level, year));
}

const rows = [
  ['blank A4 PDF page (baseline)', 'blankPdf'],
  ['certificate PDF, seal kept', 'documentPdf'],
  ['certificate PDF, first of its level and year', 'coldDocumentPdf'],
  ['one-circle SVG → 1200 px PNG (baseline)', 'circlePng'],
  ['seal PNG 1200 px, kept', 'sealPng'],
  ['seal PNG 1200 px, first render', 'coldSealPng'],
];
console.log('\n| what | runs | p50 ms | p95 ms | KiB |');
console.log('| --- | --- | --- | --- | --- |');
for (const [label, key] of rows) {
  console.log(
    `| ${label} | ${samples[key].length} | ${ms(percentile(samples[key], 50))} | ` +
      `${ms(percentile(samples[key], 95))} | ${(sizes[key] / 1024).toFixed(1)} |`,
  );
}
const pdfP95 = percentile(samples.documentPdf, 95);
const pngP95 = percentile(samples.sealPng, 95);
console.log(
  `\ncertificate PDF p95 ${ms(pdfP95)} ms = ${(pdfP95 / percentile(samples.blankPdf, 95)).toFixed(1)}× the blank ` +
    `page; seal PNG p95 ${ms(pngP95)} ms = ${(pngP95 / percentile(samples.circlePng, 95)).toFixed(2)}× the circle`,
);
console.log(`targets: PDF p95 ≤${targets.pdfP95Ms} ms, PNG p95 ≤${targets.pngP95Ms} ms`);
console.log(`load at the end ${loadavg()[0].toFixed(2)}`);
const met = pdfP95 <= targets.pdfP95Ms && pngP95 <= targets.pngP95Ms;
console.log(met ? 'B6: all targets met' : 'B6: targets not met');
