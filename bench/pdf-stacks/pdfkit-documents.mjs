// pdfkit prototypes of our documents, tagged as PDF/UA-1: the evaluation-like document (title, headings, paragraphs,
// a table of sections, ~150 questions with answers over several pages) and the one-page certificate.
// pdfkit does the line wrapping, page breaks and the structure tree (doc.struct, tables with structParent).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { create as parseFont } from 'fontkit';
import PDFDocument from 'pdfkit';

const FONTS_DIR =
  process.env.PDF_FONTS_DIR ?? fileURLToPath(new URL('../../apps/api/assets/fonts', import.meta.url));
const A4 = [595.28, 841.89];
const MARGIN = { top: 56, bottom: 64, left: 56, right: 56 };
const colors = {
  text: '#121729',
  muted: '#596173',
  rule: '#CCD1DB',
  headerFill: '#EDF2F7',
  success: '#007333',
  danger: '#B31A1A',
};

/** The TTFs parsed once per process (as lib/pdf/document.ts does for pdf-lib); pdfkit subsets them per document. */
let fonts;
function parsedFonts() {
  fonts ??= {
    regular: parseFont(readFileSync(path.join(FONTS_DIR, 'NotoSans-Regular.ttf'))),
    bold: parseFont(readFileSync(path.join(FONTS_DIR, 'NotoSans-Bold.ttf'))),
  };
  return fonts;
}

/** A PDF/UA document: tagged, language, title shown by the viewer, XMP with pdfuaid (pdfkit's subset 'PDF/UA'). */
function newDocument({ title, subject, author, now, tagged = true, margins = MARGIN, fontFiles = false }) {
  const doc = new PDFDocument({
    size: A4,
    margins,
    pdfVersion: '1.7',
    lang: 'de-DE',
    displayTitle: true,
    bufferPages: true, // page numbers are written at the end
    ...(tagged ? { tagged: true, subset: 'PDF/UA' } : {}),
    info: {
      Title: title,
      Subject: subject,
      Author: author,
      Creator: author,
      CreationDate: now,
      ModDate: now,
    },
  });
  // fontFiles: pdfkit's plain use, each document reading and parsing the TTFs itself (to see what parsing once saves).
  const { regular, bold } = fontFiles
    ? {
        regular: path.join(FONTS_DIR, 'NotoSans-Regular.ttf'),
        bold: path.join(FONTS_DIR, 'NotoSans-Bold.ttf'),
      }
    : parsedFonts();
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  doc.font('regular');
  return doc;
}

/** The finished document's bytes. */
function bytesOf(doc) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/**
 * Tagging helpers that degrade to plain drawing when the document is untagged (to measure what tagging costs).
 * `element(parent, type, draw)` adds a structure element whose marked content is what `draw` puts on the page.
 */
function tagger(doc, tagged) {
  const root = tagged ? doc.struct('Document') : undefined;
  if (root) doc.addStructure(root);
  return {
    root,
    group(parent, type) {
      if (!parent) return undefined;
      const element = doc.struct(type);
      parent.add(element);
      return element;
    },
    element(parent, type, draw, options = {}) {
      if (!parent) return draw();
      const element = doc.struct(type, options);
      parent.add(element);
      element.add(draw);
      element.end();
    },
    end(element) {
      element?.end();
    },
  };
}

/** Page numbers ('Seite 1 von 3') and the footer line on every page, marked as pagination artifacts. */
function footer(doc, left, tagged) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0; // writing below the bottom margin would start a new page
    if (tagged) doc.markContent('Artifact', { type: 'Pagination' });
    const y = A4[1] - MARGIN.bottom / 2 - 8;
    doc.font('regular').fontSize(8).fillColor(colors.muted);
    doc.text(left, MARGIN.left, y, { lineBreak: false });
    const label = `Seite ${index + 1} von ${count}`;
    doc.text(label, A4[0] - MARGIN.right - doc.widthOfString(label), y, { lineBreak: false });
    if (tagged) doc.endMarkedContent();
    doc.page.margins.bottom = bottom;
  }
}

/** The evaluation-like document (content.ts) with pdfkit; `tagged: false` gives the same layout untagged. */
export async function pdfkitEvaluationLike(
  content,
  { now = new Date(), tagged = true, fontFiles = false } = {},
) {
  const doc = newDocument({
    title: content.title,
    subject: content.subtitle,
    author: 'Zertifizierungsplattform innovative öffentliche Beschaffung',
    now,
    tagged,
    fontFiles,
  });
  const tags = tagger(doc, tagged);
  const width = A4[0] - MARGIN.left - MARGIN.right;
  const text = (
    parent,
    type,
    value,
    { size = 10, bold = false, color = colors.text, indent = 0, gapAfter = 4 } = {},
  ) =>
    tags.element(parent, type, () => {
      doc
        .font(bold ? 'bold' : 'regular')
        .fontSize(size)
        .fillColor(color);
      doc.text(value, MARGIN.left + indent, doc.y, { width: width - indent });
      doc.y += gapAfter;
    });
  const heading = (level, value) => {
    const size = level === 1 ? 18 : level === 2 ? 14 : 11.5;
    // Never alone at the foot of a page: a heading needs two lines of itself and some room after it.
    if (doc.y + size * 2.7 + 30 > A4[1] - MARGIN.bottom) doc.addPage();
    if (level > 1) doc.y += level === 2 ? 10 : 4;
    text(tags.root, `H${level}`, value, { size, bold: true, gapAfter: level === 1 ? 8 : 4 });
  };

  text(tags.root, 'P', content.subtitle, { color: colors.muted, gapAfter: 2 });
  heading(1, content.heading);
  for (const [label, value] of content.fields) {
    text(tags.root, 'P', label, { bold: true, size: 9.5, gapAfter: 1 });
    text(tags.root, 'P', value, { indent: 10, gapAfter: 6 });
  }
  doc.y += 4;
  text(tags.root, 'P', content.result.text, {
    size: 16,
    bold: true,
    color: content.result.passed ? colors.success : colors.danger,
  });
  for (const paragraph of content.paragraphs) text(tags.root, 'P', paragraph);
  heading(2, 'Wie es weitergeht');
  text(tags.root, 'P', content.nextStep);

  heading(2, 'Ergebnisse je Abschnitt');
  doc.font('regular').fontSize(9).fillColor(colors.text);
  doc.table({
    position: { x: MARGIN.left, y: doc.y },
    maxWidth: width,
    columnStyles: [width * 0.36, width * 0.34, width * 0.3],
    rowStyles: (index) => (index === 0 ? { backgroundColor: colors.headerFill, font: { src: 'bold' } } : {}),
    defaultStyle: { border: [0, 0, 0.5, 0], borderColor: colors.rule, padding: 4 },
    structParent: tags.root, // Table > TR > TH/TD
    data: [
      content.sections.columns.map((label) => ({ text: label, type: 'TH', scope: 'Column' })),
      ...content.sections.rows,
    ],
  });
  doc.x = MARGIN.left;
  doc.y += 8;

  heading(2, 'Ihre Antworten');
  for (const step of content.answers) {
    heading(3, step.title);
    const list = tags.group(tags.root, 'L');
    for (const { q, a } of step.pairs) {
      // Question and answer together on a page when they are short: as PdfWriter.field does.
      if (doc.y + 2 * 10 * 1.36 + 6 > A4[1] - MARGIN.bottom) doc.addPage();
      const item = tags.group(list, 'LI');
      const body = tags.group(item, 'LBody');
      text(body, 'P', q, { bold: true, size: 9.5, gapAfter: 1 });
      text(body, 'P', a, { indent: 10, gapAfter: 6 });
      tags.end(body);
      tags.end(item);
    }
    tags.end(list);
  }
  footer(doc, content.footer, tagged);
  tags.end(tags.root);
  return bytesOf(doc);
}

/**
 * The one-page certificate as ours (certificate-files/document.ts): frame (artifact), programme, title, holder, level,
 * what the level certifies, the seal (PNG), dates and number, the QR code (vector squares) and the verification URL.
 * `facts` from ours.ts pdfkitCertificateFacts().
 */
export async function pdfkitCertificate(facts, { now = new Date() } = {}) {
  // Laid out by coordinates: no margins, so that nothing near the page's foot starts a new page.
  const doc = newDocument({
    title: `Zertifikat ${facts.level}: ${facts.organizationName}`,
    subject: facts.programme,
    author: 'Zertifizierungsplattform innovative öffentliche Beschaffung',
    now,
    margins: { top: 0, bottom: 0, left: 0, right: 0 },
  });
  const tags = tagger(doc, true);
  const top = (y) => A4[1] - y; // our layout's baselines are from the bottom; pdfkit's y from the top
  doc.markContent('Artifact', { type: 'Layout' });
  doc
    .lineWidth(3)
    .strokeColor(facts.accent)
    .rect(22, 22, A4[0] - 44, A4[1] - 44)
    .stroke();
  doc
    .lineWidth(0.8)
    .strokeColor(facts.mid)
    .rect(30, 30, A4[0] - 60, A4[1] - 60)
    .stroke();
  doc
    .lineWidth(0.5)
    .strokeColor(colors.rule)
    .moveTo(72, top(88))
    .lineTo(A4[0] - 72, top(88))
    .stroke();
  doc.endMarkedContent();
  /** One centred line with its baseline at `y` (from the bottom), made smaller until it fits 470 pt. */
  const line = (value, y, size, { bold = false, color = colors.text } = {}) => {
    doc.font(bold ? 'bold' : 'regular').fontSize(size);
    const fitted = Math.min(size, (size * 470) / doc.widthOfString(value));
    doc.fontSize(fitted).fillColor(color);
    doc.text(value, 56, top(y) - fitted * 0.8, { width: A4[0] - 112, align: 'center', lineBreak: false });
  };
  const paragraph = (type, draw) => tags.element(tags.root, type, draw);
  paragraph('P', () =>
    line(facts.programme.toLocaleUpperCase('de-DE'), 770, 11, { bold: true, color: facts.accent }),
  );
  paragraph('H1', () => line('Zertifikat', 712, 44, { bold: true }));
  paragraph('P', () => {
    line('Hiermit wird bestätigt, dass', 668, 12, { color: colors.muted });
    line(facts.organizationName, 632, 24, { bold: true });
    line('die Stufe', 598, 12, { color: colors.muted });
    line(facts.level, 566, 22, { bold: true, color: facts.accent });
    line(`im Programm „${facts.programme}“ erreicht hat.`, 538, 12, { color: colors.muted });
  });
  paragraph('P', () => {
    doc.font('regular').fontSize(10).fillColor(colors.text);
    doc.text(facts.certifies, (A4[0] - 420) / 2, top(506) - 8, { width: 420, align: 'center', lineGap: 1.5 });
  });
  if (facts.seal)
    tags.element(
      tags.root,
      'Figure',
      () => doc.image(facts.seal, (A4[0] - 180) / 2, top(256 + 180), { width: 180, height: 180 }),
      {
        alt: `Siegel ${facts.level}, ${facts.programme}`,
      },
    );
  [
    ['Verliehen am', facts.awardedOn],
    ['Gültig bis', facts.validUntil],
    ['Zertifikatsnummer', facts.number],
  ].forEach(([label, value], index) => {
    const y = 196 - index * 34;
    paragraph('P', () => {
      doc
        .font('regular')
        .fontSize(9)
        .fillColor(colors.muted)
        .text(label, 72, top(y + 13) - 9 * 0.8, { lineBreak: false });
      doc
        .font('bold')
        .fontSize(12.5)
        .fillColor(colors.text)
        .text(value, 72, top(y) - 12.5 * 0.8, { lineBreak: false });
    });
  });
  tags.element(
    tags.root,
    'Figure',
    () => {
      const { size, dark } = facts.qr;
      const module = 92 / (size + 8); // quiet zone of 4 modules each side, as ours
      const left = A4[0] - 72 - 92 + 4 * module;
      const qrTop = top(118 + 92) + 4 * module;
      for (let row = 0; row < size; row += 1)
        for (let column = 0; column < size; column += 1)
          if (dark(row, column)) doc.rect(left + column * module, qrTop + row * module, module, module);
      doc.fillColor('#000000').fill();
    },
    { alt: `QR-Code zur Prüfung der Echtheit: ${facts.verificationUrl}` },
  );
  paragraph('P', () => {
    line('Die Echtheit dieses Zertifikats können Sie jederzeit auf der Plattform prüfen:', 70, 9, {
      color: colors.muted,
    });
    line(facts.verificationUrl, 56, 9, { bold: true });
  });
  tags.end(tags.root);
  return bytesOf(doc);
}
