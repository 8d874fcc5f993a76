import { displayStepLabel } from '../format/step-labels';
import { conditionTarget } from './answers';
import type { Condition, Field, QuestionnaireDefinition, Statement } from './definition';
import { yesNoOptions } from './definition';
import { questionnaires, QuestionnaireKind } from './registry';
import type { Scale } from './scales';
import { API_BASE } from '../constants';

/**
 * docs/questionnaires.md, generated from the definitions (ADR 011): per questionnaire and step a table of the
 * fields with kind, German label, options or statements, scale and rule, then the scales they use.
 * `npm run docs:questionnaires` writes it; docs.test.ts fails while the file is out of date.
 */
export function renderQuestionnaireDocs(): string {
  const scales = new Map<string, Scale>();
  const lines: string[] = [
    '# Questionnaires',
    '',
    '<!-- Generated from packages/domain/src/questionnaires/ by `npm run docs:questionnaires`. Do not edit by hand. -->',
    '',
    'The three questionnaires as their definitions declare them (docs/decisions/011-questionnaires.md). Answers are',
    'stored as `{ section: { field: value } }`; a field path is `section.field`, a matrix or checklist entry',
    '`section.field.key`. Every field is required unless its rule says otherwise. A field shown "only when" a',
    'condition holds is hidden otherwise, never required then, and its answer is dropped on submit; a condition',
    'on a hidden field does not hold.',
    '',
  ];

  for (const kind of QuestionnaireKind.values) {
    const questionnaire = questionnaires[kind];
    const { definition } = questionnaire;
    lines.push(`## ${questionnaire.title} (\`${kind}\`)`, '');
    lines.push(
      `Route \`${questionnaire.routeBase}/:id?/{slug}\`, calls under \`${API_BASE}${questionnaire.apiBase}\`, ` +
        `${definition.steps.length} steps, ${countFields(definition)} fields.`,
      '',
    );
    definition.steps.forEach((step, index) => {
      lines.push(`### ${index + 1}. ${step.title}`, '');
      lines.push(`Slug \`${step.slug}\`, section \`${step.section}\`.`, '');
      if (step.intro) lines.push(`> ${cell(step.intro)}`, '');
      if (step.fields.length === 0) {
        lines.push('No fields yet.', '');
        return;
      }
      const rows = step.fields.map((field) => {
        if ('scale' in field) remember(scales, field.scale);
        const label = field.help ? `${cell(field.label)}<br>Hilfe: ${cell(field.help)}` : cell(field.label);
        return [
          `\`${step.section}.${field.key}\``,
          field.kind,
          label,
          contents(field),
          rule(definition, field),
        ];
      });
      lines.push(...table(['Field', 'Kind', 'Label', 'Options, statements or scale', 'Rule'], rows), '');
    });
  }

  lines.push('## Scales', '');
  lines.push(
    'A rating stores the step value. Sliders show the label with the notation replaced (`<`, `>`, `T`, `M`).',
    `Value -100 is 'Keine Angabe möglich' where a scale offers it; -200 (unanswered) may stand in a draft only.`,
    '',
  );
  for (const scale of scales.values()) {
    lines.push(`### \`${scale.id}\``, '');
    const notes = [
      scale.unknown ? `'${scale.unknown.label}' (${scale.unknown.value}) offered` : 'no unknown answer',
      ...(scale.unknown
        ? [scale.scoresUnknown ? 'unknown counts in scoring' : 'unknown left out of scoring']
        : []),
      ...(scale.defaultValue !== undefined ? [`new forms start at ${scale.defaultValue}`] : []),
    ];
    lines.push(`${capitalize(notes.join('; '))}.`, '');
    const rows = scale.steps.map((step) => [
      String(step.value),
      cell(step.label),
      cell(displayStepLabel(step.label)),
    ]);
    lines.push(...table(['Value', 'Label', 'Shown as'], rows), '');
  }
  return `${lines.join('\n').trimEnd()}\n`;
}

function countFields(definition: QuestionnaireDefinition) {
  return definition.steps.reduce((sum, step) => sum + step.fields.length, 0);
}

function remember(scales: Map<string, Scale>, scale: Scale) {
  const known = scales.get(scale.id);
  if (known && JSON.stringify(known) !== JSON.stringify(scale)) {
    throw new Error(`Two different scales are named ${scale.id}`);
  }
  scales.set(scale.id, scale);
}

/** A Markdown table with padded columns, as Prettier formats it (so `prettier --check` accepts the file). */
function table(header: string[], rows: string[][]): string[] {
  const width = (text: string) => [...text].length;
  const widths = header.map((title, column) =>
    Math.max(3, width(title), ...rows.map((row) => width(row[column] ?? ''))),
  );
  const pad = (text: string, size: number) => text + ' '.repeat(size - width(text));
  const line = (cells: string[]) =>
    `| ${widths.map((size, column) => pad(cells[column] ?? '', size)).join(' | ')} |`;
  return [line(header), line(widths.map((size) => '-'.repeat(size))), ...rows.map(line)];
}

/** Text safe in a table cell: no line breaks, pipes escaped. */
function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** An entry with its scoring marks (docs/scoring.md): points of an answer or item, reversed statements. */
const entries = (items: readonly Statement[], withPoints = false) =>
  items
    .map((item) => {
      const marks = [
        ...(withPoints && item.points !== undefined
          ? [`${item.points} ${item.points === 1 ? 'point' : 'points'}`]
          : []),
        ...(item.reversed ? ['scored reversed'] : []),
      ];
      return `\`${item.key}\`: ${cell(item.label)}${marks.length > 0 ? ` (${marks.join(', ')})` : ''}`;
    })
    .join('<br>');

const asStatements = (options: readonly { value: string; label: string; points?: number }[]): Statement[] =>
  options.map((option) => ({
    key: option.value,
    label: option.label,
    ...(option.points !== undefined ? { points: option.points } : {}),
  }));

const weighted = (items: readonly Statement[]) => items.some((item) => item.points !== undefined);

function contents(field: Field): string {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'url':
      return '';
    case 'boolean':
      return `true: ${cell(field.answers.yes)}<br>false: ${cell(field.answers.no)}`;
    case 'choice':
      return entries(asStatements(field.options), true);
    case 'yesNo': {
      const { points } = field;
      const options = points
        ? yesNoOptions.map((option) => ({ ...option, points: points[option.value as 'YES' | 'NO'] }))
        : yesNoOptions;
      return entries(asStatements(options), true);
    }
    case 'rating':
      return `scale \`${field.scale.id}\`${field.scored ? ', scored: the step value' : ''}`;
    case 'matrix':
      return `scale \`${field.scale.id}\`, ${field.statements.length} statements:<br>${entries(field.statements)}`;
    case 'checklist':
      return `${field.items.length} items (0/1${weighted(field.items) ? ', points as given, else 1' : ''}):<br>${entries(field.items, true)}`;
    case 'assessmentList':
      return `rows of ${cell(field.itemLabel)} (text) and ${cell(field.assessmentLabel)} (scale \`${field.scale.id}\`)`;
  }
}

function requirement(field: Field): string {
  if (field.optional) return 'optional';
  switch (field.kind) {
    case 'email':
      return 'required, a valid e-mail address';
    case 'url':
      return 'required, a web address (https:// or http://)';
    case 'matrix':
      return 'required: every statement rated';
    case 'checklist': {
      const min = field.minChecked ?? 0;
      return min === 0 ? 'none need be ticked' : `at least ${min} ticked`;
    }
    case 'assessmentList':
      return 'rows optional; a named row needs an assessment and a rated row a name';
    default:
      return 'required';
  }
}

function rule(definition: QuestionnaireDefinition, field: Field): string {
  const base = requirement(field);
  if (!field.visibleWhen) return base;
  const scoring = field.notApplicableWhenHidden ? '; not scored when hidden' : '';
  return `only when ${condition(definition, field.visibleWhen)}; then ${base}${scoring}`;
}

/** A condition in words, with the German label of the value it compares with. */
function condition(definition: QuestionnaireDefinition, when: Condition): string {
  const located = conditionTarget(definition, when);
  const target = located?.field;
  const entry = located?.entry;
  if ('greaterThan' in when) return `\`${when.field}\` > ${when.greaterThan}`;
  if (entry !== undefined && target?.kind === 'checklist') {
    return when.equals === 1 ? `\`${when.field}\` is ticked` : `\`${when.field}\` is not ticked`;
  }
  const options = target?.kind === 'choice' ? target.options : target?.kind === 'yesNo' ? yesNoOptions : [];
  const label = options.find((option) => option.value === when.equals)?.label;
  return `\`${when.field}\` is \`${when.equals}\`${label ? ` (${cell(label)})` : ''}`;
}
