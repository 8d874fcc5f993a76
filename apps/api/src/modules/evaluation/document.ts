import {
  answerWords,
  bandOnlyNote,
  CertificationResultState,
  evaluationLabels,
  formatPointsWithShare,
  formatShare,
  formatShareRange,
  formatDate,
  formatDateTime,
  isoDateInGermany,
  isVisible,
  MEDIAN_NOT_SHOWN,
  PEER_FIGURES_NOTE,
  questionnaires,
  type EvaluationResponse,
  type Field,
  type PeerComparison,
  type QuestionnaireAnswers,
  type QuestionnaireKind,
} from '@cert/domain';
import { colors, FlowingPdf } from '../../lib/pdf/flowing-pdf';

/** The document's name: title and file name ('Auswertung Beschaffungsstelle 2026-11-21.pdf'). */
const documentName = (kind: QuestionnaireKind) => `Auswertung ${questionnaires[kind].shortName}`;

export function evaluationFileName(kind: QuestionnaireKind, submittedAt: string): string {
  return `${documentName(kind)} ${isoDateInGermany(new Date(submittedAt))}.pdf`;
}

/** An answer in the domain's German words (as on the review page), laid out for the document. */
function answerText(field: Field, value: unknown): { text?: string; rows?: string[][] } | undefined {
  const words = answerWords(field, value);
  if (words === undefined) return undefined;
  if ('text' in words) return { text: words.text };
  if ('items' in words) return { text: words.items.map((item) => `• ${item}`).join('\n') };
  return { rows: words.rows.map((row) => [row.label ?? '', row.rating ?? '–']) };
}

/**
 * The evaluation as a PDF for the participant's files: result, per-section table, positive results and
 * recommendations, the retention end date when failed, then every submitted answer with its German question.
 */
export async function evaluationPdf(input: {
  kind: QuestionnaireKind;
  organizationName: string;
  evaluation: EvaluationResponse;
  answers: QuestionnaireAnswers;
  /** The comparison with the other organisations of the kind, as published (docs/insights.md). */
  comparison: PeerComparison;
  now: Date;
}): Promise<Uint8Array> {
  const { kind, evaluation, answers } = input;
  const questionnaire = questionnaires[kind];
  const title = `${documentName(kind)}: ${evaluation.certificatedParty}`;
  const pdf = FlowingPdf.create({
    title,
    subject: questionnaire.title,
    author: 'Zertifizierungsplattform innovative öffentliche Beschaffung',
    now: input.now,
  });

  pdf.text(questionnaire.title, { size: 10, color: colors.muted, gapAfter: 2 });
  pdf.heading(documentName(kind), 1);
  pdf.field(evaluationLabels.party(evaluation.passed), evaluation.certificatedParty);
  if (input.organizationName !== evaluation.certificatedParty)
    pdf.field('Organisation', input.organizationName);
  pdf.field(evaluationLabels.submittedAt, formatDateTime(evaluation.submittedAt));
  pdf.field('Ergebnis festgestellt am', formatDateTime(evaluation.stateUpdatedAt));
  pdf.space(4);
  pdf.text(`Ergebnis: ${evaluation.passed ? 'bestanden' : 'nicht bestanden'}`, {
    size: 16,
    bold: true,
    color: evaluation.passed ? colors.success : colors.danger,
    gapAfter: 4,
  });
  const { total } = evaluation;
  pdf.text(
    `${evaluationLabels.total}: ${formatPointsWithShare(total)}, erforderlich ${formatShare(total.threshold)} ` +
      `und in jedem ${evaluationLabels.section} seine ${evaluationLabels.threshold}.`,
  );
  pdf.text(`Bewertungsmodell: Version ${evaluation.scoringVersion}`, { color: colors.muted, size: 9 });
  if (!evaluation.passed && evaluation.retention.endDate) {
    pdf.space(4);
    pdf.text(
      `Eine erneute Einreichung dieses Fragebogens ist ab dem ${formatDate(evaluation.retention.endDate)} ` +
        'möglich. Bis dahin können Sie einen neuen Entwurf vorbereiten und speichern.',
      { bold: true },
    );
  }

  pdf.heading('Wie es weitergeht');
  pdf.text(evaluation.nextStep);

  pdf.heading(evaluationLabels.sections);
  const reached = (passed: boolean) => (passed ? 'erreicht' : 'nicht erreicht');
  pdf.table(
    [
      { header: evaluationLabels.section, width: 0.36 },
      { header: evaluationLabels.reached, width: 0.34 },
      { header: evaluationLabels.threshold, width: 0.3 },
    ],
    [
      ...evaluation.evaluatedItems.map((item) => [
        item.title,
        formatPointsWithShare(item),
        `${formatShare(item.threshold)} – ${reached(item.passed)}`,
      ]),
      [
        evaluationLabels.total,
        formatPointsWithShare(total),
        `${formatShare(total.threshold)} – ${reached(total.passed)}`,
      ],
    ],
  );

  comparisonSection(pdf, input.comparison, questionnaire.title);

  pdf.heading('Stärken und Handlungsempfehlungen');
  for (const step of questionnaire.definition.steps) {
    const detail = evaluation.detailedEvaluations[step.section];
    if (!detail) continue;
    pdf.heading(step.title, 3);
    if (detail.positiveResults.length === 0 && detail.recommendations.length === 0) {
      pdf.text('Keine Hinweise zu diesem Abschnitt.', { color: colors.muted });
      continue;
    }
    if (detail.positiveResults.length > 0) {
      pdf.text('Stärken', { bold: true, size: 10, gapAfter: 2 });
      pdf.bullets(detail.positiveResults);
    }
    if (detail.recommendations.length > 0) {
      pdf.text('Handlungsempfehlungen', { bold: true, size: 10, gapAfter: 2 });
      pdf.bullets(detail.recommendations);
    }
  }

  pdf.heading('Ihre Antworten');
  for (const step of questionnaire.definition.steps) {
    pdf.heading(step.title, 3);
    // The fields the respondent saw, as on the review page: a hidden field's answer was dropped on submit.
    for (const field of step.fields) {
      if (!isVisible(questionnaire.definition, answers, field)) continue;
      const answer = answerText(field, answers[step.section]?.[field.key]);
      if (!answer) continue;
      if (answer.text !== undefined) {
        pdf.field(field.label, answer.text);
      } else if (answer.rows) {
        pdf.text(field.label, { bold: true, size: 9.5, gapAfter: 3 });
        const header =
          field.kind === 'assessmentList'
            ? [field.itemLabel, field.assessmentLabel]
            : ['Aussage', 'Ihre Antwort'];
        pdf.table(
          [
            { header: header[0]!, width: 0.68 },
            { header: header[1]!, width: 0.32 },
          ],
          answer.rows,
        );
      }
    }
  }

  pdf.footer(
    `${documentName(kind)} · ${evaluation.certificatedParty} · ${CertificationResultState.label(evaluation.state)}`,
  );
  return pdf.save();
}

/**
 * The peer comparison as the evaluation screen showed it, narrowed by the same filters and saying so, dated with
 * the group's published state: the others' figures move on only after several new submissions (docs/insights.md).
 */
function comparisonSection(pdf: FlowingPdf, comparison: PeerComparison, title: string) {
  pdf.heading('Im Vergleich mit anderen Organisationen');
  const applied = comparison.filters.filter((filter) => filter.applied);
  if (applied.length > 0) {
    pdf.text(
      `Nur vergleichbare Organisationen einbezogen: ${applied
        .map((filter) => `${filter.label} (${filter.valueLabel ?? ''})`)
        .join(', ')}.`,
    );
  }
  if (comparison.groupSize === null) {
    pdf.text(
      `Noch kein Vergleich möglich: Zahlen zeigen wir erst, wenn mehr als ${comparison.minimumGroup} ` +
        `Organisationen den Fragebogen „${title}“ abgeschickt haben, damit kein Wert auf die Antworten einer ` +
        'einzelnen Organisation schließen lässt.',
    );
    return;
  }
  const bandOnly = comparison.sections.some((section) => section.peers && section.peers.median === null);
  pdf.text(
    `${comparison.publishedAt ? `Stand ${formatDate(new Date(comparison.publishedAt))}: ` : ''}Ihr Anteil der ` +
      `möglichen Punkte neben dem Median und der mittleren Hälfte (unteres bis oberes Quartil) von ` +
      `${comparison.groupSize} Organisationen, jeweils mit ihrem zuletzt abgeschickten Fragebogen ` +
      `„${title}“. ${PEER_FIGURES_NOTE}` +
      (bandOnly ? ` ${bandOnlyNote(comparison.minimumGroup)}` : ''),
  );
  comparisonChart(pdf, comparison.sections);
  pdf.table(
    [
      { header: evaluationLabels.section, width: 0.4 },
      { header: 'Ihr Ergebnis', width: 0.16, align: 'right' },
      { header: 'Median', width: 0.16, align: 'right' },
      { header: 'Mittlere Hälfte', width: 0.28, align: 'right' },
    ],
    comparison.sections.map((section) => [
      section.title,
      formatShare(section.own),
      section.peers
        ? section.peers.median === null
          ? MEDIAN_NOT_SHOWN
          : formatShare(section.peers.median)
        : 'zu wenige Angaben',
      section.peers ? formatShareRange(section.peers.q1, section.peers.q3) : 'zu wenige Angaben',
    ]),
  );
}

const chartColors = {
  /** The screen chart's band and KERN's action blue (docs/insights.md). */
  band: [0x7a / 255, 0x8f / 255, 0xbf / 255],
  own: [0x20 / 255, 0x44 / 255, 0xaa / 255],
  white: [1, 1, 1],
} as const;

/** What one row of the chart shows, in words: its figure's text alternative. */
function sectionWords(section: PeerComparison['sections'][number]): string {
  const own = `${section.title}: Ihr Anteil ${formatShare(section.own)}`;
  if (!section.peers) return `${own}; zu wenige Angaben der Gruppe`;
  const { q1, median, q3 } = section.peers;
  return (
    `${own}, mittlere Hälfte der Gruppe ${formatShareRange(q1, q3)}` +
    (median === null ? '' : `, Median ${formatShare(median)}`)
  );
}

/**
 * The comparison as a picture above its table, like the evaluation screen's chart: per section a 0–100 % track with
 * the others' middle half as a band, their median as a line and the own share as a dot; the total in bold. Each row
 * is a figure whose text alternative says its figures.
 */
function comparisonChart(pdf: FlowingPdf, sections: PeerComparison['sections']) {
  const size = 9;
  const lineHeight = size * 1.35;
  const labelWidth = pdf.contentWidth * 0.38;
  const trackLeft = labelWidth + 10;
  const trackWidth = pdf.contentWidth - trackLeft - 8;
  const at = (left: number, share: number) => left + trackLeft + share * trackWidth;
  sections.forEach((section, index) => {
    const bold = index === sections.length - 1;
    const lines = pdf.wrap(section.title, labelWidth, size, bold);
    const height = Math.max(lines.length * lineHeight, 14) + 4;
    pdf.block(height, sectionWords(section), (drawing, left, top) => {
      lines.forEach((line, n) => drawing.text(line, left, top - size - n * lineHeight, { size, bold }));
      const middle = top - 7;
      drawing.rectangle(
        { x: at(left, 0), y: middle - 4, width: trackWidth, height: 8 },
        { fill: chartColors.white, stroke: colors.muted, strokeWidth: 0.5 },
      );
      if (section.peers) {
        const { q1, median, q3 } = section.peers;
        drawing.rectangle(
          { x: at(left, q1), y: middle - 4, width: Math.max((q3 - q1) * trackWidth, 0.5), height: 8 },
          { fill: chartColors.band },
        );
        if (median !== null)
          drawing.line(
            { x: at(left, median), y: middle - 6 },
            { x: at(left, median), y: middle + 6 },
            { width: 1.5, color: colors.text },
          );
      }
      drawing.circle({ x: at(left, section.own), y: middle }, 3.5, {
        fill: chartColors.own,
        stroke: chartColors.white,
        strokeWidth: 1,
      });
    });
  });
  const medians = sections.some((section) => section.peers?.median != null);
  const legend = `Punkt: Ihr Anteil · Band: mittlere Hälfte der Gruppe${medians ? ' · Strich: Median der Gruppe' : ''}`;
  pdf.block(3 * lineHeight, `Achse von 0 bis 100 %. ${legend}`, (drawing, left, top) => {
    for (const share of [0, 0.25, 0.5, 0.75, 1]) {
      const label = formatShare(share);
      drawing.text(label, at(left, share) - (share === 1 ? 16 : share === 0 ? 0 : 8), top - size, {
        size: 8,
        color: colors.muted,
      });
    }
    drawing.text(legend, left, top - size - 1.6 * lineHeight, { size: 8, color: colors.muted });
  });
}
