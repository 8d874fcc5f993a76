// Times our three PDFs as the API makes them (3 warm-up rounds, then ROUNDS=20 of each; median, p90, bytes):
// node --import tsx bench/pdf-stacks/time-ours.mjs
import { ourBlank, ourCertificate, ourEvaluation, evaluationInput } from './ours.ts';
const rounds = Number(process.env.ROUNDS ?? 20);
const input = evaluationInput();
const kinds = {
  evaluation: () => ourEvaluation(input),
  blank: () => ourBlank(),
  certificate: () => ourCertificate(),
};
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return `median ${s[Math.floor(s.length / 2)].toFixed(1)} ms, p90 ${s[Math.floor(s.length * 0.9)].toFixed(1)} ms`;
};
for (const [name, make] of Object.entries(kinds)) {
  for (let i = 0; i < 3; i++) await make();
  const times = [];
  let bytes = 0;
  for (let i = 0; i < rounds; i++) {
    const t = performance.now();
    bytes = (await make()).length;
    times.push(performance.now() - t);
  }
  console.log(`${name}: ${stats(times)}, ${bytes} bytes`);
}
