import { describe, expect, it } from 'vitest';
import { questionnaires } from '../questionnaires/registry';
import { scoringRules } from './rules';
import { scoreAnswers } from './score';
import { scoringThresholds } from './thresholds';
import { extremeAnswers } from '../testing';

describe('scoringRules (the public page of the rules)', () => {
  it('lists every questionnaire with each scored section, its minimum and the overall threshold', () => {
    const rules = scoringRules();
    expect(rules.map((rule) => rule.kind)).toEqual([
      'procurement-office',
      'procurement-project',
      'provider-expert',
    ]);
    for (const rule of rules) {
      const thresholds = scoringThresholds[rule.kind];
      expect(rule.title).toBe(questionnaires[rule.kind].title);
      expect(rule.overall).toBe(thresholds.overall);
      expect(Object.fromEntries(rule.sections.map((section) => [section.section, section.minimum]))).toEqual(
        thresholds.sections,
      );
    }
  });

  // The project is left out: some of its questions only apply after certain answers, so the best answers do not
  // reach every question's points (docs/scoring.md); docs.test.ts compares all three with the published tables.
  it.each(['procurement-office', 'provider-expert'] as const)(
    '%s: the most points per section and in total are what the best answers score',
    (kind) => {
      const rule = scoringRules().find((candidate) => candidate.kind === kind)!;
      // Computed the other way: scoring a submission with the best answer everywhere.
      const best = scoreAnswers(kind, extremeAnswers(questionnaires[kind].definition, 'max'));
      expect(rule.total).toBe(best.maximum);
      expect(rule.sections.map(({ section, title, maximum }) => ({ section, title, maximum }))).toEqual(
        best.sections.map(({ section, title, maximum }) => ({ section, title, maximum })),
      );
    },
  );
});
