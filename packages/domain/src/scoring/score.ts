import { answerOf, isVisible } from '../questionnaires/answers';
import type {
  Field,
  QuestionnaireAnswers,
  QuestionnaireDefinition,
  Statement,
} from '../questionnaires/definition';
import { questionnaires, type QuestionnaireKind } from '../questionnaires/registry';
import { UNKNOWN_VALUE, type Scale } from '../questionnaires/scales';
import { reaches, SCORING_VERSION, scoringThresholds, type ScoringThresholds } from './thresholds';

/*
 * The scoring model (docs/scoring.md), derived from the definitions: the default rule per field kind, the
 * marks in the definitions (`points`, `reversed`, `scored`, `notApplicableWhenHidden`) override it.
 */

/** One matrix statement or checklist item. A statement answered 'Keine Angabe möglich' is left out. */
export type ItemScore = { key: string; score: number; maximum: number };

export type FieldScore = {
  section: string;
  field: string;
  /** `section.field` */
  path: string;
  score: number;
  maximum: number;
  /** score / maximum, null when the maximum is 0 (every statement unknown). */
  share: number | null;
  /** Hidden by its condition: counted with 0 points of its maximum. */
  hidden: boolean;
  /** Matrix statements and checklist items; empty for the other kinds. */
  items: ItemScore[];
};

export type SectionScore = {
  section: string;
  title: string;
  score: number;
  maximum: number;
  /** 0–1 */
  share: number;
  /** The section's minimum, 0–1. */
  threshold: number;
  passed: boolean;
  fields: FieldScore[];
};

export type QuestionnaireScore = {
  version: string;
  score: number;
  maximum: number;
  share: number;
  /** The overall threshold, 0–1. */
  threshold: number;
  /** The overall share reached. */
  reached: boolean;
  /** Overall share reached and no section below its minimum. */
  passed: boolean;
  /** The scored sections, in step order. */
  sections: SectionScore[];
};

/** Whether scoring counts this field at all. */
export function isScored(field: Field): boolean {
  switch (field.kind) {
    case 'matrix':
      return true;
    case 'checklist':
      return field.scored !== false;
    case 'choice':
      return field.options.some((option) => option.points !== undefined);
    case 'yesNo':
      return field.points !== undefined;
    case 'rating':
      return field.scored === true;
    default:
      return false;
  }
}

const highest = (scale: Scale) => Math.max(...scale.steps.map((step) => step.value));
const isStep = (scale: Scale, value: unknown): value is number =>
  typeof value === 'number' && scale.steps.some((step) => step.value === value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const itemPoints = (item: Statement) => item.points ?? 1;

/** A matrix statement: its value of the highest step (reversed: highest − value); unknown per the scale. */
function statementScore(scale: Scale, statement: Statement, value: unknown): ItemScore | null {
  const maximum = highest(scale);
  if (value === UNKNOWN_VALUE && scale.unknown) {
    return scale.scoresUnknown ? { key: statement.key, score: 0, maximum } : null;
  }
  // Anything else that is not a step (unanswered -200, missing) cannot reach a submission; it scores 0.
  if (!isStep(scale, value)) return { key: statement.key, score: 0, maximum };
  return { key: statement.key, score: statement.reversed ? maximum - value : value, maximum };
}

/** Score and maximum of a visible field's answer; `value` undefined scores 0 of the maximum. */
export function scoreValue(field: Field, value: unknown): Pick<FieldScore, 'score' | 'maximum' | 'items'> {
  const sum = (items: ItemScore[]) => ({
    score: items.reduce((total, item) => total + item.score, 0),
    maximum: items.reduce((total, item) => total + item.maximum, 0),
    items,
  });
  switch (field.kind) {
    case 'matrix': {
      const entries = isRecord(value) ? value : {};
      return sum(
        field.statements
          .map((statement) => statementScore(field.scale, statement, entries[statement.key]))
          .filter((item): item is ItemScore => item !== null),
      );
    }
    case 'checklist': {
      const entries = isRecord(value) ? value : {};
      return sum(
        field.items.map((item) => ({
          key: item.key,
          score: entries[item.key] === 1 ? itemPoints(item) : 0,
          maximum: itemPoints(item),
        })),
      );
    }
    case 'choice': {
      const maximum = Math.max(...field.options.map((option) => option.points ?? 0));
      const chosen = field.options.find((option) => option.value === value);
      return { score: chosen?.points ?? 0, maximum, items: [] };
    }
    case 'yesNo': {
      const points = field.points ?? { YES: 0, NO: 0 };
      const score = value === 'YES' ? points.YES : value === 'NO' ? points.NO : 0;
      return { score, maximum: Math.max(points.YES, points.NO), items: [] };
    }
    case 'rating':
      return {
        score: isStep(field.scale, value) ? value : 0,
        maximum: highest(field.scale),
        items: [],
      };
    default:
      return { score: 0, maximum: 0, items: [] };
  }
}

/** A hidden field: 0 of its full maximum (every statement counted), or left out when it does not apply. */
function hiddenScore(field: Field): Pick<FieldScore, 'score' | 'maximum' | 'items'> | null {
  if (field.notApplicableWhenHidden) return null;
  if (field.kind === 'matrix') {
    const items = field.statements.map((s) => ({ key: s.key, score: 0, maximum: highest(field.scale) }));
    return { score: 0, maximum: items.reduce((total, item) => total + item.maximum, 0), items };
  }
  const full = scoreValue(field, undefined);
  return { ...full, score: 0, items: full.items.map((item) => ({ ...item, score: 0 })) };
}

/**
 * The scored sections of a definition, in step order.
 * @internal
 */
export function scoredSections(definition: QuestionnaireDefinition): string[] {
  return definition.steps.filter((step) => step.fields.some(isScored)).map((step) => step.section);
}

/** Scores answers by a definition and the pass thresholds (whole percent of each section and of the total). */
function scoreQuestionnaire(
  definition: QuestionnaireDefinition,
  thresholds: ScoringThresholds,
  answers: QuestionnaireAnswers,
): QuestionnaireScore {
  const overall = thresholds.overall;
  const sections: SectionScore[] = [];
  for (const step of definition.steps) {
    const fields: FieldScore[] = [];
    for (const field of step.fields) {
      if (!isScored(field)) continue;
      const visible = isVisible(definition, answers, field);
      const result = visible ? scoreValue(field, answerOf(answers, step, field)) : hiddenScore(field);
      if (!result) continue;
      fields.push({
        section: step.section,
        field: field.key,
        path: `${step.section}.${field.key}`,
        ...result,
        share: result.maximum > 0 ? result.score / result.maximum : null,
        hidden: !visible,
      });
    }
    if (!step.fields.some(isScored)) continue;
    const minimum = thresholds.sections[step.section];
    if (minimum === undefined) throw new Error(`No pass threshold for the scored section ${step.section}`);
    const score = fields.reduce((total, field) => total + field.score, 0);
    const maximum = fields.reduce((total, field) => total + field.maximum, 0);
    sections.push({
      section: step.section,
      title: step.title,
      score,
      maximum,
      share: maximum > 0 ? score / maximum : 0,
      threshold: minimum / 100,
      passed: reaches(score, maximum, minimum),
      fields,
    });
  }
  const score = sections.reduce((total, section) => total + section.score, 0);
  const maximum = sections.reduce((total, section) => total + section.maximum, 0);
  return {
    version: SCORING_VERSION,
    score,
    maximum,
    share: maximum > 0 ? score / maximum : 0,
    threshold: overall / 100,
    reached: reaches(score, maximum, overall),
    passed: reaches(score, maximum, overall) && sections.every((section) => section.passed),
    sections,
  };
}

/** Scores a submission of one of the three questionnaires with the configured thresholds. */
export function scoreAnswers(kind: QuestionnaireKind, answers: QuestionnaireAnswers): QuestionnaireScore {
  return scoreQuestionnaire(questionnaires[kind].definition, scoringThresholds[kind], answers);
}
