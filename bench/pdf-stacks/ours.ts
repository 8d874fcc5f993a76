// Our current stack (pdf-lib 1.17.1 + our lib/pdf layout), called as the API routes call it, from the repository's sources.
// Run from the repository root with `node --import tsx` (see README.md here).
import { createRequire } from 'node:module';
import {
  evaluate,
  questionnaires,
  retentionInfo,
  CertificateLevel,
  certificateNumber,
  formatDate,
  type EvaluationResponse,
  type PeerComparison,
  type QuestionnaireKind,
} from '../../packages/domain/src/index.ts';
import { evaluationPdf } from '../../apps/api/src/modules/evaluation/document.ts';
import { blankQuestionnairePdf } from '../../apps/api/src/modules/questionnaire-pdf/blank-pdf.ts';
import { certificatePdf } from '../../apps/api/src/modules/certificate-files/document.ts';
import { palettes, sealSvg } from '../../apps/api/src/modules/certificate-files/seal.ts';
import { levelWording, PROGRAMME } from '../../apps/api/src/modules/certificate-files/wording.ts';
import { pdfFontsDir } from '../../apps/api/src/lib/paths.ts';

import { sampleAnswers } from '../../packages/domain/src/testing/index.ts';

// Packages of the API (resvg, qrcode), resolved from its folder.
const apiRequire = createRequire(new URL('../../apps/api/package.json', import.meta.url));

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
export function certificateCase(level: CertificateLevel = CertificateLevel.values[0], year = 2026) {
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

/**
 * The same certificate's facts for the pdfkit prototype: words and colours as ours, the seal as an opaque 600 px PNG
 * (opaque, rendered once per level and year, as documentSeal is), the QR code's modules (drawn as vector squares).
 */
const sealPngs = new Map<string, Promise<Buffer>>();
export async function pdfkitCertificateFacts(input: ReturnType<typeof certificateCase>) {
  const { certificate, verificationUrl } = input;
  const year = certificate.awardedOn.slice(0, 4);
  const key = `${certificate.level} ${year}`;
  if (!sealPngs.has(key)) {
    sealPngs.set(
      key,
      (async () => {
        const { renderAsync } = apiRequire('@resvg/resvg-js');
        const fontFiles = ['NotoSans-Regular.ttf', 'NotoSans-Bold.ttf'].map(
          (file) => `${pdfFontsDir}/${file}`,
        );
        const image = await renderAsync(await sealSvg(certificate.level, year), {
          fitTo: { mode: 'width', value: 600 },
          font: { fontFiles, loadSystemFonts: false, defaultFontFamily: 'Noto Sans' },
          background: '#FFFFFF',
        });
        // Opaque RGB (colour type 2): pdfkit then embeds the PNG's compressed data as it is, as imageAt does with a
        // DeflatedImage; an RGBA PNG would be decoded and its alpha split off in every document.
        const { PNG } = apiRequire('pngjs');
        return PNG.sync.write(
          { width: image.width, height: image.height, data: Buffer.from(image.pixels) },
          { colorType: 2, filterType: 0, deflateStrategy: 0 },
        ); // as deflated-image.ts: no row filter, zlib's default strategy
      })(),
    );
  }
  const qrcode = apiRequire('qrcode');
  const { modules } = qrcode.create(verificationUrl, { errorCorrectionLevel: 'M' });
  return {
    programme: PROGRAMME,
    level: CertificateLevel.labels[certificate.level],
    organizationName: certificate.organizationName,
    accent: palettes[certificate.level].dark,
    mid: palettes[certificate.level].mid,
    certifies: levelWording[certificate.level].certifies,
    awardedOn: formatDate(certificate.awardedOn),
    validUntil: formatDate(certificate.validUntil),
    number: certificateNumber(certificate.code, certificate.awardedOn),
    verificationUrl,
    seal: await sealPngs.get(key)!,
    qr: { size: modules.size, dark: (row: number, column: number) => Boolean(modules.get(row, column)) },
  };
}
