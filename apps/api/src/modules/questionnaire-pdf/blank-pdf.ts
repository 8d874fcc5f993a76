import {
  displayStepLabel,
  questionnaires,
  sliderSteps,
  yesNoOptions,
  type Field,
  type QuestionnaireDefinition,
  type QuestionnaireKind,
  type Scale,
} from '@cert/domain';
import { colors } from '../../lib/pdf/flowing-pdf';
import { conditionText } from './condition-text';
import { FormWriter } from './form-writer';

const AUTHOR = 'Zertifizierungsplattform innovative öffentliche Beschaffung';

const stepLabels = (scale: Scale) => sliderSteps(scale).map((step) => displayStepLabel(step.label));

/** How to answer a field on paper: boxes for choices, lines for text, a grid for a matrix. */
function answerArea(pdf: FormWriter, field: Field) {
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'url':
      pdf.writingLines(1);
      return;
    case 'boolean':
      pdf.option(field.answers.yes);
      pdf.option(field.answers.no);
      return;
    case 'longText':
      pdf.writingLines(4);
      return;
    case 'choice':
      for (const option of field.options) pdf.option(option.label, { note: option.help });
      return;
    case 'yesNo':
      for (const option of yesNoOptions) pdf.option(option.label);
      return;
    case 'rating':
      for (const label of stepLabels(field.scale)) pdf.option(label);
      return;
    case 'matrix':
      pdf.grid(
        field.statements.map((statement) => statement.label),
        stepLabels(field.scale),
      );
      return;
    case 'checklist':
      for (const item of field.items) pdf.option(item.label);
      return;
    case 'assessmentList':
      pdf.text(`Bewertung jeweils: ${stepLabels(field.scale).join(' · ')}`, {
        size: 8.5,
        color: colors.muted,
        indent: 12,
      });
      pdf.blankTable([field.itemLabel, field.assessmentLabel], [0.6, 0.4], 5);
  }
}

/** What to do with the field besides its label: tick one, tick any, rate every row, the condition. */
function instructions(definition: QuestionnaireDefinition, field: Field): string[] {
  const notes: string[] = [];
  if (field.visibleWhen) notes.push(conditionText(definition, field.visibleWhen));
  switch (field.kind) {
    case 'choice':
    case 'yesNo':
    case 'boolean':
    case 'rating':
      notes.push('Bitte eine Antwort ankreuzen.');
      break;
    case 'matrix':
      notes.push('Bitte in jeder Zeile eine Antwort ankreuzen.');
      break;
    case 'checklist':
      notes.push(
        field.minChecked
          ? `Bitte alle zutreffenden ankreuzen (mindestens ${field.minChecked}).`
          : 'Bitte alle zutreffenden ankreuzen.',
      );
      break;
    default:
      break;
  }
  if (field.optional) notes.push('Diese Angabe ist freiwillig.');
  return notes;
}

/**
 * The questionnaire as a form to print and fill in by hand (docs/decisions/015-certificates.md "Blank
 * questionnaires"): its title, how to use it, then every step with every question, its help, its condition and
 * empty boxes for the options, scale steps, matrix rows × columns and checklist items. From the same
 * definition as the screens.
 */
export async function blankQuestionnairePdf(
  kind: QuestionnaireKind,
  publicUrl: string,
  now: Date,
): Promise<Uint8Array> {
  const { title, definition } = questionnaires[kind];
  const pdf = FormWriter.create({
    title: `Fragebogen zum Ausfüllen: ${title}`,
    subject: title,
    author: AUTHOR,
    now,
  });
  pdf.text(AUTHOR, { size: 10, color: colors.muted, gapAfter: 2 });
  pdf.heading(title, 1);
  pdf.text('Fragebogen zum Ausfüllen vorab', { bold: true, size: 12, gapAfter: 6 });
  pdf.text(
    'Mit diesem Ausdruck können Sie die Antworten in Ihrer Organisation sammeln und abstimmen, bevor Sie den ' +
      `Fragebogen beginnen. Tragen Sie die Antworten anschließend online auf der Plattform ein (${publicUrl}): ` +
      'Nur dort eingegebene Antworten werden gespeichert und ausgewertet.',
  );
  pdf.text(
    'Alle Fragen sind zu beantworten, außer denen, die als freiwillig gekennzeichnet sind. Fragen mit dem Hinweis ' +
      '„Nur zu beantworten, wenn …“ beantworten Sie nur, wenn die genannte Bedingung zutrifft.',
    { gapAfter: 8 },
  );

  definition.steps.forEach((step, stepIndex) => {
    pdf.heading(`${stepIndex + 1}. ${step.title}`, 2);
    if (step.intro) pdf.text(step.intro, { color: colors.muted, size: 9.5, gapAfter: 6 });
    step.fields.forEach((field, fieldIndex) => {
      pdf.heading(`${stepIndex + 1}.${fieldIndex + 1} ${field.label}`, 3);
      if (field.help) pdf.text(field.help, { size: 8.5, color: colors.muted, gapAfter: 2 });
      for (const note of instructions(definition, field)) {
        pdf.text(note, { size: 8.5, bold: note.startsWith('Nur'), gapAfter: 2 });
      }
      pdf.space(2);
      answerArea(pdf, field);
      pdf.space(6);
    });
  });

  pdf.footer(`${title} · Fragebogen zum Ausfüllen vorab`);
  return pdf.save();
}
