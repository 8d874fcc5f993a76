import { CertificateLevel, certificateNumber, formatDate } from '@cert/domain';
import { grayImage, type DeflatedImage } from '../../lib/pdf/deflated-image';
import { A4, colors, PdfWriter, rgb } from '../../lib/pdf/document';
import { PageTags } from '../../lib/pdf/tags';
import { documentSeal, palettes } from './seal';
import { levelWording, PROGRAMME } from './wording';

type CertificateFacts = {
  level: CertificateLevel;
  code: string;
  awardedOn: string;
  validUntil: string;
  /** The organisation's name on the day of the award. */
  organizationName: string;
};

/** The seal's width on the page in points (6.35 cm). */
const SEAL_POINTS = 180;
/** The width the organisation's name may take. */
const NAME_WIDTH = 470;
const QR_POINTS = 92;

const hex = (value: string) =>
  rgb(
    parseInt(value.slice(1, 3), 16) / 255,
    parseInt(value.slice(3, 5), 16) / 255,
    parseInt(value.slice(5, 7), 16) / 255,
  );

const QR_PIXELS_PER_MODULE = 4;
const QR_QUIET_ZONE = 4;

let qrcode: Promise<typeof import('qrcode')> | undefined;

/**
 * The QR code of the verification URL as a grey image: black modules of 4 × 4 pixels on white, with the quiet
 * zone of 4 modules the standard asks for, error correction M. The qrcode package is imported on the first
 * certificate, not at start (B9).
 */
async function verificationQr(url: string): Promise<DeflatedImage> {
  qrcode ??= import('qrcode');
  const { modules } = (await qrcode).create(url, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * QR_QUIET_ZONE) * QR_PIXELS_PER_MODULE;
  const gray = Buffer.alloc(side * side, 255);
  for (let row = 0; row < modules.size; row += 1) {
    for (let column = 0; column < modules.size; column += 1) {
      if (!modules.get(row, column)) continue;
      const top = (row + QR_QUIET_ZONE) * QR_PIXELS_PER_MODULE;
      const left = (column + QR_QUIET_ZONE) * QR_PIXELS_PER_MODULE;
      for (let y = top; y < top + QR_PIXELS_PER_MODULE; y += 1) {
        gray.fill(0, y * side + left, y * side + left + QR_PIXELS_PER_MODULE);
      }
    }
  }
  return grayImage(side, side, gray);
}

const wrappedCertifies = new Map<CertificateLevel, string[]>();
/** The sentence on what the level certifies in lines of 420 pt, wrapped once per level (wrapping measures each word). */
function certifiesLines(pdf: PdfWriter, level: CertificateLevel): string[] {
  let lines = wrappedCertifies.get(level);
  if (!lines) {
    lines = pdf.wrap(levelWording[level].certifies, 420, 10);
    wrappedCertifies.set(level, lines);
  }
  return lines;
}

/**
 * The organisation's name: one line of 24 pt when it fits, else two of 17 pt (a longer rest is made smaller to fit
 * the second line).
 */
function organizationName(pdf: PdfWriter, name: string) {
  const style = { bold: true, maxWidth: NAME_WIDTH };
  if (pdf.wrap(name, NAME_WIDTH, 24, true).length === 1) {
    pdf.centeredLine(name, 632, { ...style, size: 24 });
    return;
  }
  const [first, ...rest] = pdf.wrap(name, NAME_WIDTH, 17, true);
  pdf.centeredLine(first!, 645, { ...style, size: 17 });
  pdf.centeredLine(rest.join(' '), 623, { ...style, size: 17 });
}

/**
 * The certificate as a one-page A4 PDF for framing (docs/decisions/015-certificates.md): a double frame in the
 * level's colour, programme, title, organisation, level and branch, what the level certifies, the seal, the
 * award and validity dates, the certificate number, and a QR code with the verification URL printed below it.
 * Tagged in reading order, with text alternatives for seal and QR code.
 */
export async function certificatePdf(input: {
  certificate: CertificateFacts;
  verificationUrl: string;
  now: Date;
}): Promise<Uint8Array> {
  const { certificate, verificationUrl } = input;
  const levelLabel = CertificateLevel.labels[certificate.level];
  const number = certificateNumber(certificate.code, certificate.awardedOn);
  const accent = hex(palettes[certificate.level].dark);
  const pdf = await PdfWriter.create({
    title: `Zertifikat ${levelLabel}: ${certificate.organizationName}`,
    subject: `${PROGRAMME}, Zertifikatsnummer ${number}`,
    author: 'Zertifizierungsplattform innovative öffentliche Beschaffung',
    now: input.now,
  });
  const page = pdf.currentPage;
  const tags = new PageTags(pdf.lib, pdf.doc, page);
  const year = certificate.awardedOn.slice(0, 4);

  tags.artifact(() => {
    page.drawRectangle({
      x: 22,
      y: 22,
      width: A4.width - 44,
      height: A4.height - 44,
      borderColor: accent,
      borderWidth: 3,
    });
    page.drawRectangle({
      x: 30,
      y: 30,
      width: A4.width - 60,
      height: A4.height - 60,
      borderColor: hex(palettes[certificate.level].mid),
      borderWidth: 0.8,
    });
    page.drawLine({
      start: { x: 72, y: 88 },
      end: { x: A4.width - 72, y: 88 },
      thickness: 0.5,
      color: colors.rule,
    });
  });

  tags.mark({ type: 'P' }, () =>
    pdf.centeredLine(PROGRAMME.toLocaleUpperCase('de-DE'), 770, { size: 11, bold: true, color: accent }),
  );
  tags.mark({ type: 'H1' }, () => pdf.centeredLine('Zertifikat', 712, { size: 44, bold: true }));
  // One sentence over five lines: read as one paragraph.
  tags.mark({ type: 'P' }, () => {
    pdf.centeredLine('Hiermit wird bestätigt, dass', 668, { size: 12, color: colors.muted });
    organizationName(pdf, certificate.organizationName);
    pdf.centeredLine('die Stufe', 598, { size: 12, color: colors.muted });
    pdf.centeredLine(levelLabel, 566, { size: 22, bold: true, color: accent });
    pdf.centeredLine(`im Programm „${PROGRAMME}“ erreicht hat.`, 538, { size: 12, color: colors.muted });
  });
  tags.mark({ type: 'P' }, () =>
    certifiesLines(pdf, certificate.level).forEach((line, index) =>
      pdf.centeredLine(line, 506 - index * 14, { size: 10, color: colors.text }),
    ),
  );

  const seal = await documentSeal(certificate.level, year);
  tags.mark({ type: 'Figure', alt: `Siegel ${levelLabel}, ${PROGRAMME}, zertifiziert ${year}` }, () =>
    pdf.imageAt(seal, (A4.width - SEAL_POINTS) / 2, 256, SEAL_POINTS, SEAL_POINTS),
  );

  const facts: Array<[string, string]> = [
    ['Verliehen am', formatDate(certificate.awardedOn)],
    ['Gültig bis', formatDate(certificate.validUntil)],
    ['Zertifikatsnummer', number],
  ];
  facts.forEach(([label, value], index) => {
    const y = 196 - index * 34;
    tags.mark({ type: 'P' }, () => {
      pdf.lineAt(label, 72, y + 13, { size: 9, color: colors.muted });
      pdf.lineAt(value, 72, y, { size: 12.5, bold: true });
    });
  });

  const qr = await verificationQr(verificationUrl);
  tags.mark({ type: 'Figure', alt: `QR-Code zur Prüfung der Echtheit: ${verificationUrl}` }, () =>
    pdf.imageAt(qr, A4.width - 72 - QR_POINTS, 118, QR_POINTS, QR_POINTS),
  );
  tags.mark({ type: 'P' }, () => {
    pdf.centeredLine('Die Echtheit dieses Zertifikats können Sie jederzeit auf der Plattform prüfen:', 70, {
      size: 9,
      color: colors.muted,
    });
    pdf.centeredLine(verificationUrl, 56, { size: 9, bold: true, color: colors.text });
  });
  tags.finish();
  return pdf.save();
}
