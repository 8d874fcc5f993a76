import { questionnaires, QuestionnaireKind } from '../questionnaires/registry';
import { isScored, scoreValue } from './score';
import { scoringThresholds } from './thresholds';

/** A scored section as the public page of the rules shows it: its most points and its minimum share. */
type SectionRule = {
  section: string;
  title: string;
  maximum: number;
  /** Whole percent of `maximum`; 0: it counts towards the total only. */
  minimum: number;
};

type QuestionnaireRules = {
  kind: QuestionnaireKind;
  title: string;
  /** Whole percent of `total` needed to pass. */
  overall: number;
  total: number;
  sections: SectionRule[];
};

/**
 * The pass rules of every questionnaire, from the definitions and the thresholds (the public page /bewertung,
 * docs/scoring.md): nothing here is written down twice.
 * @public The web build evaluates it (apps/web/vite.config.ts), so that the page carries the rules without the
 * definitions they come from.
 */
export function scoringRules(): QuestionnaireRules[] {
  return QuestionnaireKind.values.map((kind) => {
    const { title, definition } = questionnaires[kind];
    const thresholds = scoringThresholds[kind];
    const sections = definition.steps
      .filter((step) => step.fields.some(isScored))
      .map((step) => ({
        section: step.section,
        title: step.title,
        maximum: step.fields
          .filter(isScored)
          .reduce((sum, field) => sum + scoreValue(field, undefined).maximum, 0),
        minimum: thresholds.sections[step.section] ?? 0,
      }));
    return {
      kind,
      title,
      overall: thresholds.overall,
      total: sections.reduce((sum, section) => sum + section.maximum, 0),
      sections,
    };
  });
}
