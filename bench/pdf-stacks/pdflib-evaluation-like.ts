// The evaluation-like document with our current stack: lib/pdf/document.ts's PdfWriter (pdf-lib 1.17.1), called
// directly with the same content as the pdfkit prototype. Untagged, like every multi-page document of ours today
// (lib/pdf/tags.ts tags one-page documents only).
import { colors, PdfWriter } from '../../apps/api/src/lib/pdf/document.ts';
import { AUTHOR, type EvaluationLike } from './content.ts';

export async function pdflibEvaluationLike(content: EvaluationLike, now = new Date()): Promise<Uint8Array> {
  const pdf = await PdfWriter.create({
    title: content.title,
    subject: content.subtitle,
    author: AUTHOR,
    now,
  });
  pdf.text(content.subtitle, { size: 10, color: colors.muted, gapAfter: 2 });
  pdf.heading(content.heading, 1);
  for (const [label, value] of content.fields) pdf.field(label, value);
  pdf.space(4);
  pdf.text(content.result.text, {
    size: 16,
    bold: true,
    color: content.result.passed ? colors.success : colors.danger,
  });
  for (const paragraph of content.paragraphs) pdf.text(paragraph);
  pdf.heading('Wie es weitergeht');
  pdf.text(content.nextStep);
  pdf.heading('Ergebnisse je Abschnitt');
  pdf.table(
    content.sections.columns.map((header, index) => ({ header, width: [0.36, 0.34, 0.3][index]! })),
    content.sections.rows,
  );
  pdf.heading('Ihre Antworten');
  for (const step of content.answers) {
    pdf.heading(step.title, 3);
    for (const { q, a } of step.pairs) pdf.field(q, a);
  }
  pdf.footer(content.footer);
  return pdf.save();
}
