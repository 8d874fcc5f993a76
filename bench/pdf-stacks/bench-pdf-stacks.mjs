// pdf-lib (ours) against pdfkit, in one process, the stacks alternating in every round so that drift hits all alike.
//   node --import tsx bench/pdf-stacks/bench-pdf-stacks.mjs      (ROUNDS=20 WARMUP=3 EXTRA=1)
// Cases: the evaluation-like document (content.ts) laid out by our PdfWriter (untagged, as today) and by pdfkit (tagged
// PDF/UA); the certificate (certificatePdf as B6 does, fresh code and name per document) and pdfkit's version of it.
// EXTRA=1 adds: the real evaluation PDF (evaluationPdf, as the route makes it), pdfkit untagged (what tagging costs)
// and pdfkit with the TTFs read and parsed in every document (what parsing once saves).
// Reports median and p90 in ms per document, size in bytes and pages.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { createRequire } from 'node:module';
import { evaluationLike } from './content.ts';
import {
  certificateCase,
  evaluationInput,
  ourCertificate,
  ourEvaluation,
  pdfkitCertificateFacts,
} from './ours.ts';
import { pdflibEvaluationLike } from './pdflib-evaluation-like.ts';
import { pdfkitCertificate, pdfkitEvaluationLike } from './pdfkit-documents.mjs';

const rounds = Number(process.env.ROUNDS ?? 20);
const warmup = Number(process.env.WARMUP ?? 3);
const input = evaluationInput();
const content = evaluationLike(input);
const extra = process.env.EXTRA === '1';
const pdfkitVersion = JSON.parse(
  readFileSync(new URL('./node_modules/pdfkit/package.json', import.meta.url)),
).version;
// Pages counted by pdf-lib after the timing (its saves keep page objects in compressed object streams).
const { PDFDocument } = createRequire(import.meta.url)('pdf-lib');
const pages = async (bytes) => (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();

const cases = [
  ['evaluation-like, pdf-lib PdfWriter (ours), untagged', () => pdflibEvaluationLike(content)],
  ['evaluation-like, pdfkit, tagged PDF/UA', () => pdfkitEvaluationLike(content)],
  ['certificate, pdf-lib certificatePdf (ours, B6), tagged', () => ourCertificate(certificateCase())],
  [
    'certificate, pdfkit, tagged PDF/UA',
    async () => pdfkitCertificate(await pdfkitCertificateFacts(certificateCase())),
  ],
  ...(extra
    ? [
        ['evaluation PDF, real evaluationPdf (ours), untagged', () => ourEvaluation(input)],
        ['evaluation-like, pdfkit, untagged', () => pdfkitEvaluationLike(content, { tagged: false })],
        [
          'evaluation-like, pdfkit, tagged, TTFs parsed per document',
          () => pdfkitEvaluationLike(content, { fontFiles: true }),
        ],
      ]
    : []),
];

const samples = cases.map(() => []);
const last = [];
for (let run = 0; run < warmup; run += 1) for (const [, make] of cases) await make();
for (let round = 0; round < rounds; round += 1) {
  // Alternate the order too: odd rounds run the cases backwards.
  const order = round % 2 === 0 ? cases.map((_, i) => i) : cases.map((_, i) => cases.length - 1 - i);
  for (const index of order) {
    const start = process.hrtime.bigint();
    const bytes = await cases[index][1]();
    samples[index].push(Number(process.hrtime.bigint() - start) / 1e6);
    last[index] = bytes;
  }
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
console.log(
  `pdf-lib 1.17.1 vs pdfkit ${pdfkitVersion}: ${rounds} rounds after ${warmup} warm-up; ${process.version}, ` +
    `${cpus().length} × ${cpus()[0]?.model.trim()}, load ${loadavg()[0].toFixed(2)} after the runs`,
);
console.log(
  `evaluation-like content: ${content.answers.reduce((n, step) => n + step.pairs.length, 0)} question/answer pairs`,
);
console.log('\n| document | median ms | p90 ms | bytes | pages |');
console.log('| --- | ---: | ---: | ---: | ---: |');
for (const [index, [label]] of cases.entries()) {
  console.log(
    `| ${label} | ${percentile(samples[index], 50).toFixed(1)} | ${percentile(samples[index], 90).toFixed(1)} | ` +
      `${last[index].length} | ${await pages(last[index])} |`,
  );
}
console.log(`load at the end ${loadavg()[0].toFixed(2)}`);
