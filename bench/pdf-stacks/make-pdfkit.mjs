// Writes the pdfkit prototypes and the pdf-lib evaluation-like counterpart: node --import tsx bench/pdf-stacks/make-pdfkit.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import { evaluationLike } from './content.ts';
import { certificateCase, ourCertificate, pdfkitCertificateFacts } from './ours.ts';
import { pdflibEvaluationLike } from './pdflib-evaluation-like.ts';
import { pdfkitCertificate, pdfkitEvaluationLike } from './pdfkit-documents.mjs';

const out = new URL('../../.tmp/pdf-stacks/', import.meta.url);
await mkdir(out, { recursive: true });
const content = evaluationLike();
console.log(
  `evaluation-like: ${content.answers.reduce((n, step) => n + step.pairs.length, 0)} question/answer pairs in ${content.answers.length} steps`,
);
const certificate = certificateCase();
for (const [name, make] of [
  ['pdfkit-evaluation-like.pdf', () => pdfkitEvaluationLike(content)],
  ['pdfkit-evaluation-like-untagged.pdf', () => pdfkitEvaluationLike(content, { tagged: false })],
  ['pdflib-evaluation-like.pdf', () => pdflibEvaluationLike(content)],
  ['pdfkit-certificate.pdf', async () => pdfkitCertificate(await pdfkitCertificateFacts(certificate))],
  ['ours-certificate-same-facts.pdf', () => ourCertificate(certificate)],
]) {
  const bytes = await make();
  await writeFile(new URL(name, out), bytes);
  console.log(`${name}: ${bytes.length} bytes`);
}
