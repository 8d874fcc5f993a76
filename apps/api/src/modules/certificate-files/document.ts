import { PNG } from 'pngjs';
import { CertificateLevel, certificateNumber, formatDate } from '@cert/domain';
import { A4, colors, FlowingPdf, type Color } from '../../lib/pdf/flowing-pdf';
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

const hex = (value: string): Color => [
  parseInt(value.slice(1, 3), 16) / 255,
  parseInt(value.slice(3, 5), 16) / 255,
  parseInt(value.slice(5, 7), 16) / 255,
];

const QR_PIXELS_PER_MODULE = 4;
const QR_QUIET_ZONE = 4;

let qrcode: Promise<typeof import('qrcode')> | undefined;

/**
 * The QR code of the verification URL as a grey PNG (one that pdfkit embeds as it is, without decoding): black
 * modules of 4 × 4 pixels on white, with the quiet zone of 4 modules the standard asks for, error correction M.
 * The qrcode package is imported on the first certificate, not at start (B9).
 */
async function verificationQr(url: string): Promise<Buffer> {
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
  const png = new PNG({ width: side, height: side, colorType: 0, inputColorType: 0, inputHasAlpha: false });
  png.data = gray;
  return PNG.sync.write(png, { colorType: 0, inputColorType: 0, inputHasAlpha: false });
}

type Element = PDFKit.PDFStructureElement;
type LineStyle = { size: number; bold?: boolean; color?: Color };

/** The certificate's one page, laid out by coordinates: lines placed or centred, pictures, a frame. */
class CertificatePage extends FlowingPdf {
  /** A structure element of the page's reading order (a paragraph, the title), its lines drawn by `draw`. */
  part(type: 'P' | 'H1', draw: (element: Element) => void) {
    const element = this.element(type);
    draw(element);
    element.end();
  }

  /** One line with its baseline at (x, y), in points from the bottom left. */
  lineAt(element: Element, text: string, x: number, y: number, style: LineStyle) {
    const line = this.printable(text, style.bold).replace(/\n/g, ' ');
    this.mark(element, () => this.drawText(line, x, y, style));
  }

  /** One line centred on the page with its baseline at `y`, made smaller until it fits `maxWidth`. */
  centeredLine(element: Element, text: string, y: number, style: LineStyle & { maxWidth?: number }) {
    const line = this.printable(text, style.bold).replace(/\n/g, ' ');
    // Widths grow in proportion to the size: one measurement serves both.
    const fullWidth = this.widthOf(line, style.size, style.bold);
    const size = Math.min(style.size, (style.size * (style.maxWidth ?? this.contentWidth)) / fullWidth);
    const x = (A4.width - (fullWidth * size) / style.size) / 2;
    this.mark(element, () => this.drawText(line, x, y, { ...style, size }));
  }

  /** A picture (an opaque PNG) at (x, y) from the bottom left, as a figure with its text alternative. */
  figure(alt: string, png: Buffer, box: { x: number; y: number; width: number; height: number }) {
    const figure = this.element('Figure', undefined, { alt });
    this.mark(figure, () =>
      this.doc.image(png, box.x, A4.height - box.y - box.height, { width: box.width, height: box.height }),
    );
    figure.end();
  }

  /** The double frame in the level's colours and the rule above the footer: decoration. */
  frame(outer: Color, inner: Color) {
    this.artifact(() => {
      this.drawRectangle(
        { x: 22, y: 22, width: A4.width - 44, height: A4.height - 44 },
        { stroke: outer, strokeWidth: 3 },
      );
      this.drawRectangle(
        { x: 30, y: 30, width: A4.width - 60, height: A4.height - 60 },
        { stroke: inner, strokeWidth: 0.8 },
      );
      this.drawRule({ x: 72, y: 88 }, { x: A4.width - 72, y: 88 });
    });
  }
}

const wrappedCertifies = new Map<CertificateLevel, string[]>();
/** The sentence on what the level certifies in lines of 420 pt, wrapped once per level (wrapping measures each word). */
function certifiesLines(pdf: CertificatePage, level: CertificateLevel): string[] {
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
function organizationName(pdf: CertificatePage, element: Element, name: string) {
  const style = { bold: true, maxWidth: NAME_WIDTH };
  if (pdf.wrap(name, NAME_WIDTH, 24, true).length === 1) {
    pdf.centeredLine(element, name, 632, { ...style, size: 24 });
    return;
  }
  const [first, ...rest] = pdf.wrap(name, NAME_WIDTH, 17, true);
  pdf.centeredLine(element, first!, 645, { ...style, size: 17 });
  pdf.centeredLine(element, rest.join(' '), 623, { ...style, size: 17 });
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
  const year = certificate.awardedOn.slice(0, 4);
  // Both pictures before the page is begun: the seal is rendered once per level and year, the QR code per number.
  const [seal, qr] = await Promise.all([
    documentSeal(certificate.level, year),
    verificationQr(verificationUrl),
  ]);
  const pdf = CertificatePage.create({
    title: `Zertifikat ${levelLabel}: ${certificate.organizationName}`,
    subject: `${PROGRAMME}, Zertifikatsnummer ${number}`,
    author: 'Zertifizierungsplattform innovative öffentliche Beschaffung',
    now: input.now,
  });
  pdf.frame(accent, hex(palettes[certificate.level].mid));

  pdf.part('P', (p) =>
    pdf.centeredLine(p, PROGRAMME.toLocaleUpperCase('de-DE'), 770, { size: 11, bold: true, color: accent }),
  );
  pdf.part('H1', (h1) => pdf.centeredLine(h1, 'Zertifikat', 712, { size: 44, bold: true }));
  // One sentence over five lines: read as one paragraph.
  pdf.part('P', (p) => {
    pdf.centeredLine(p, 'Hiermit wird bestätigt, dass', 668, { size: 12, color: colors.muted });
    organizationName(pdf, p, certificate.organizationName);
    pdf.centeredLine(p, 'die Stufe', 598, { size: 12, color: colors.muted });
    pdf.centeredLine(p, levelLabel, 566, { size: 22, bold: true, color: accent });
    pdf.centeredLine(p, `im Programm „${PROGRAMME}“ erreicht hat.`, 538, { size: 12, color: colors.muted });
  });
  pdf.part('P', (p) =>
    certifiesLines(pdf, certificate.level).forEach((line, index) =>
      pdf.centeredLine(p, line, 506 - index * 14, { size: 10, color: colors.text }),
    ),
  );
  pdf.figure(`Siegel ${levelLabel}, ${PROGRAMME}, zertifiziert ${year}`, seal, {
    x: (A4.width - SEAL_POINTS) / 2,
    y: 256,
    width: SEAL_POINTS,
    height: SEAL_POINTS,
  });

  const facts: Array<[string, string]> = [
    ['Verliehen am', formatDate(certificate.awardedOn)],
    ['Gültig bis', formatDate(certificate.validUntil)],
    ['Zertifikatsnummer', number],
  ];
  facts.forEach(([label, value], index) => {
    const y = 196 - index * 34;
    pdf.part('P', (p) => {
      pdf.lineAt(p, label, 72, y + 13, { size: 9, color: colors.muted });
      pdf.lineAt(p, value, 72, y, { size: 12.5, bold: true });
    });
  });

  pdf.figure(`QR-Code zur Prüfung der Echtheit: ${verificationUrl}`, qr, {
    x: A4.width - 72 - QR_POINTS,
    y: 118,
    width: QR_POINTS,
    height: QR_POINTS,
  });
  pdf.part('P', (p) => {
    pdf.centeredLine(
      p,
      'Die Echtheit dieses Zertifikats können Sie jederzeit auf der Plattform prüfen:',
      70,
      {
        size: 9,
        color: colors.muted,
      },
    );
    pdf.centeredLine(p, verificationUrl, 56, { size: 9, bold: true, color: colors.text });
  });
  return pdf.save();
}
