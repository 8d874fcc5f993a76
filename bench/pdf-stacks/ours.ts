// Our documents as the API routes make them (apps/api/src/lib/pdf), from the repository's sources.
// Run from the repository root with `node --import tsx` (see README.md here).
import {
  evaluate,
  questionnaires,
  retentionInfo,
  CertificateLevel,
  type EvaluationResponse,
  type PeerComparison,
  type QuestionnaireKind,
} from '../../packages/domain/src/index.ts';
import { evaluationPdf } from '../../apps/api/src/modules/evaluation/document.ts';
import { blankQuestionnairePdf } from '../../apps/api/src/modules/questionnaire-pdf/blank-pdf.ts';
import { certificatePdf } from '../../apps/api/src/modules/certificate-files/document.ts';

import { sampleAnswers } from '../../packages/domain/src/testing/index.ts';

const KIND: QuestionnaireKind = 'procurement-office';
const ORG = 'Stadtverwaltung Görlitz – Zentrale Vergabestelle für Bau- und Dienstleistungen';

/** The inputs the PDF route builds: a submission (sample answers, variant 1), its evaluation and a peer comparison. */
export function evaluationInput(kind: QuestionnaireKind = KIND, now = new Date('2026-11-28T10:00:00Z')) {
  const answers = sampleAnswers(questionnaires[kind].definition, 1);
  const result = evaluate(kind, answers, ORG);
  const evaluation: EvaluationResponse = {
    ...result,
    state: result.passed ? 'PASSED' : 'FAILED',
    stateUpdatedAt: '2026-11-21T09:15:00.000Z',
    submittedAt: '2026-11-21T09:14:00.000Z',
    retention: retentionInfo(
      { state: result.passed ? 'PASSED' : 'FAILED', stateUpdatedAt: '2026-11-21' },
      now,
    ),
  } as EvaluationResponse;
  const shares = [
    ...evaluation.evaluatedItems.map((i) => [i.section, i.title, i.share]),
    ['total', 'Gesamt', evaluation.total.share],
  ];
  const comparison: PeerComparison = {
    minimumGroup: 5,
    groupSize: 14,
    publishedAt: '2026-11-01T00:00:00.000Z',
    filters: [],
    sections: shares.map(([section, title, own], n) => ({
      section,
      title,
      own: Math.min(1, Math.max(0, own ?? 0.5)),
      peers: { q1: 0.35 + (n % 3) * 0.05, median: 0.55, q3: 0.75 },
    })),
  };
  return { kind, organizationName: ORG, evaluation, answers, comparison, now };
}

export const ourEvaluation = (input = evaluationInput()) => evaluationPdf(input);
export const ourBlank = (kind: QuestionnaireKind = KIND) =>
  blankQuestionnairePdf(kind, 'https://zertifizierung.example.de', new Date('2026-11-28T10:00:00Z'));

let counter = 0;
/** As bench/certificate-files.mjs (B6): a fresh code and organisation name per document. */
function certificateCase(level: CertificateLevel = CertificateLevel.values[0], year = 2026) {
  counter += 1;
  const code = `7K3M9P2X${String(counter % 100).padStart(2, '0')}`;
  return {
    certificate: {
      level,
      code,
      awardedOn: `${year}-11-20`,
      validUntil: `${year + 2}-11-20`,
      organizationName: `Stadtwerke Görlitz-Süd ${code.slice(-4)}`,
    },
    verificationUrl: `https://zertifizierung.example.de/zertifikat/${code}`,
    now: new Date(),
  };
}
export const ourCertificate = (input = certificateCase()) => certificatePdf(input);
