// Writes our three PDFs as the API makes them: node --import tsx bench/pdf-stacks/make-ours.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import { ourBlank, ourCertificate, ourEvaluation, evaluationInput } from './ours.ts';

const out = new URL('../../.tmp/pdf-stacks/', import.meta.url);
await mkdir(out, { recursive: true });
const input = evaluationInput();
console.log(
  `evaluation: ${input.kind}, passed=${input.evaluation.passed}, total share ${input.evaluation.total.share}`,
);
for (const [name, make] of [
  ['ours-evaluation.pdf', () => ourEvaluation(input)],
  ['ours-blank-questionnaire.pdf', () => ourBlank()],
  ['ours-certificate.pdf', () => ourCertificate()],
]) {
  const bytes = await make();
  await writeFile(new URL(name, out), bytes);
  console.log(`${name}: ${bytes.length} bytes`);
}
