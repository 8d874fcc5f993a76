import { describe, expect, it } from 'vitest';
import type { Field, QuestionnaireAnswers, QuestionnaireDefinition } from './definition';
import { draftCheck } from './draft-check';
import { QuestionnaireKind, questionnaires } from './registry';
import { sampleAnswers } from './sample-answers';
import { draftSchema, textLimits } from './schemas';
import { answerValues, UNANSWERED_VALUE, UNKNOWN_VALUE } from './scales';

const text = (length: number) => 'ä'.repeat(length);

/** Values of every JSON type and the edges the rules draw. */
const everywhere: unknown[] = [
  undefined,
  null,
  true,
  false,
  0,
  -0,
  1,
  2,
  1.5,
  -1,
  99,
  UNKNOWN_VALUE,
  UNANSWERED_VALUE,
  '',
  ' ',
  '0',
  'YES',
  'NO',
  'yes',
  {},
  [],
  [null],
  { item: 'x' },
];

/** Values near a field's own rules: its options, scale steps, text limits, entries and rows. */
function probesOf(field: Field): unknown[] {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email': {
      const limit = textLimits[field.kind];
      return [text(limit), text(limit + 1), 'a@b.de', '\u{1F600}'.repeat(limit / 2)];
    }
    case 'choice':
      return [...field.options.map((option) => option.value), `${field.options[0]!.value}_`];
    case 'yesNo':
      return [];
    case 'rating':
      return [...answerValues(field.scale), Math.max(...answerValues(field.scale)) + 1, '3'];
    case 'matrix': {
      const [first, second] = field.statements;
      const rows: unknown[] = [Object.fromEntries(field.statements.map((s) => [s.key, UNANSWERED_VALUE]))];
      for (const value of [...everywhere, ...answerValues(field.scale)]) rows.push({ [first!.key]: value });
      rows.push({ [first!.key]: 0, [second?.key ?? 'unbekannt']: 99 }, { unbekannt: 1 }, [0]);
      return rows;
    }
    case 'checklist': {
      const [first] = field.items;
      const rows: unknown[] = [Object.fromEntries(field.items.map((item) => [item.key, 1]))];
      for (const value of everywhere) rows.push({ [first!.key]: value });
      rows.push({ unbekannt: 0 });
      return rows;
    }
    case 'assessmentList': {
      const step = field.scale.steps[0]!.value;
      const rows: unknown[] = [
        [{ item: 'Werkzeug', assessment: step }],
        [{}],
        [{ item: null, assessment: null }],
        [{ item: text(textLimits.text) }],
        [{ item: text(textLimits.text + 1) }],
        [{ item: 'x', assessment: step, extra: 1 }],
        [{ item: 'x' }, 'x'],
        Array.from({ length: textLimits.assessmentRows }, () => ({ item: 'x', assessment: step })),
        Array.from({ length: textLimits.assessmentRows + 1 }, () => ({ item: 'x', assessment: step })),
        { 0: { item: 'x' } },
      ];
      for (const value of [...everywhere, ...answerValues(field.scale)]) {
        rows.push([{ item: value }], [{ assessment: value }]);
      }
      return rows;
    }
  }
}

function variants(definition: QuestionnaireDefinition): Array<[string, unknown]> {
  const base = sampleAnswers(definition);
  const cases: Array<[string, unknown]> = [
    ['sample answers', base],
    ['sample answers, variant 1', sampleAnswers(definition, 1)],
    ['no answers', {}],
    ['an unknown section', { ...base, unbekannt: {} }],
    ['not an object', []],
    ['null', null],
    ['a string', 'x'],
  ];
  for (const step of definition.steps) {
    const without = { ...base };
    delete without[step.section];
    cases.push([`${step.section} missing`, without]);
    for (const value of [null, [], 'x', {}, { unbekannt: 1 }]) {
      cases.push([`${step.section} = ${JSON.stringify(value)}`, { ...base, [step.section]: value }]);
    }
    for (const field of step.fields) {
      for (const value of [...everywhere, ...probesOf(field)]) {
        const answers: QuestionnaireAnswers = { ...base, [step.section]: { ...base[step.section] } };
        answers[step.section]![field.key] = value;
        cases.push([`${step.section}.${field.key} = ${JSON.stringify(value)?.slice(0, 60)}`, answers]);
      }
    }
  }
  return cases;
}

describe('draftCheck: the same verdict as the draft schema', () => {
  for (const kind of QuestionnaireKind.values) {
    it(`on every field of ${kind}, with values of every type and at every limit`, () => {
      const { definition } = questionnaires[kind];
      const schema = draftSchema(definition);
      const isDraft = draftCheck(definition);
      const verdicts = { accepted: 0, refused: 0 };
      for (const [label, answers] of variants(definition)) {
        const expected = schema.safeParse(answers).success;
        expect(isDraft(answers), label).toBe(expected);
        verdicts[expected ? 'accepted' : 'refused'] += 1;
      }
      // Both sides of the rules are covered, in numbers.
      expect(verdicts.accepted).toBeGreaterThan(200);
      expect(verdicts.refused).toBeGreaterThan(200);
    });
  }

  it('accepts what the schema accepts unchanged: the schema transforms nothing', () => {
    for (const kind of QuestionnaireKind.values) {
      const { definition } = questionnaires[kind];
      const schema = draftSchema(definition);
      for (const [label, answers] of variants(definition)) {
        const result = schema.safeParse(answers);
        if (result.success) expect(result.data, label).toEqual(answers);
      }
    }
  });
});
