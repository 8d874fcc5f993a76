import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completeness, mayStayEmpty, submitIssues } from './answers';
import type { QuestionnaireAnswers } from './definition';
import { QuestionnaireKind, questionnaires } from './registry';
import { UNANSWERED_VALUE } from './scales';
import { sampleAnswers } from '../testing';

/** What a respondent can leave in a field: nothing, half an answer, a wrong one, a right one of another field. */
const value = fc.oneof(
  fc.constantFrom(undefined, null, '', '   ', UNANSWERED_VALUE, 'Text', 'kein-mail', 'www', 0, 3, 5, 99),
  fc.constant({}),
  fc.dictionary(fc.constantFrom('s1', 's2', 'a', 'b', 'c'), fc.constantFrom(0, 1, 3, UNANSWERED_VALUE)),
  fc.array(
    fc.record(
      {
        item: fc.constantFrom('', ' ', 'Markterkundung', 'Dialog'),
        assessment: fc.constantFrom(null, UNANSWERED_VALUE, 0, 4),
      },
      { requiredKeys: [] },
    ),
    { maxLength: 3 },
  ),
);

describe.each(QuestionnaireKind.values)('completeness of %s', (kind) => {
  const { definition } = questionnaires[kind];
  const fields = definition.steps.flatMap((step) => step.fields.map((field) => ({ step, field })));
  // The optional fields alone too: where a header once said 100 % while the submit was blocked.
  const optional = fields.filter(({ field }) => mayStayEmpty(field));
  const edited = (pool: typeof fields) =>
    fc.array(fc.tuple(fc.constantFrom(...pool), value), { maxLength: 4 });
  /** A complete sample with a few fields changed at random. */
  const answers = fc
    .tuple(fc.integer({ min: 0, max: 2 }), fc.oneof(edited(fields), edited(optional)))
    .map(([variant, edits]) => {
      const result: QuestionnaireAnswers = structuredClone(sampleAnswers(definition, variant));
      for (const [{ step, field }, edit] of edits)
        result[step.section] = { ...result[step.section], [field.key]: edit };
      return result;
    });

  it('agrees with the submit: nothing open exactly when nothing blocks it, the steps adding up to the header', () => {
    fc.assert(
      fc.property(answers, (drawn) => {
        const counted = completeness(definition, drawn);
        expect(counted.open === 0).toBe(submitIssues(definition, drawn).length === 0);
        expect(Object.values(counted.openBySection).reduce((sum, open) => sum + open, 0)).toBe(counted.open);
        expect(counted.complete).toBeGreaterThanOrEqual(0);
        expect(counted.complete).toBeLessThanOrEqual(counted.total);
        // 100 % only when the submit goes through.
        expect(counted.complete === counted.total).toBe(counted.open === 0);
      }),
      { numRuns: 300 },
    );
  });
});
