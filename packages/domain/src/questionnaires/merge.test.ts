import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { QuestionnaireAnswers } from './definition';
import { changedFields, mergeAnswerEdits, sameAnswer, type AnswerField } from './merge';
import { UNANSWERED_VALUE } from './scales';

const sections = ['allgemein', 'ziele'];
const keys = ['name', 'stufe', 'methoden'];
const fields: AnswerField[] = sections.flatMap((section) => keys.map((key) => ({ section, key })));

/** Answers as the forms hold them: text, a scale value, nothing, a list of rows. */
const answer = fc.oneof(
  fc.constantFrom(undefined, null, '', UNANSWERED_VALUE),
  fc.constantFrom('Vergabestelle Nord', 'Vergabestelle Süd', 'Landkreis'),
  fc.integer({ min: 0, max: 5 }),
  fc.array(
    fc.record({
      item: fc.constantFrom('', 'Markterkundung', 'Dialog'),
      assessment: fc.integer({ min: 0, max: 5 }),
    }),
    {
      maxLength: 2,
    },
  ),
);

const answerSet = fc.array(answer, { minLength: fields.length, maxLength: fields.length }).map((values) => {
  const answers: QuestionnaireAnswers = {};
  fields.forEach(({ section, key }, index) => {
    answers[section] = { ...answers[section], [key]: values[index] };
  });
  return answers;
});

/** Some fields of `base` given new answers: what one side did since the start both share. */
const editsOf = (base: QuestionnaireAnswers) =>
  fc.array(fc.tuple(fc.constantFrom(...fields), answer), { maxLength: fields.length }).map((edits) => {
    let answers = base;
    for (const [{ section, key }, value] of edits)
      answers = { ...answers, [section]: { ...answers[section], [key]: value } };
    return answers;
  });

/** A start and what two sides made of it. */
const threeWays = answerSet.chain((base) => fc.tuple(fc.constant(base), editsOf(base), editsOf(base)));

const at = (answers: QuestionnaireAnswers, { section, key }: AnswerField) => answers[section]?.[key];
const differs = (a: QuestionnaireAnswers, b: QuestionnaireAnswers, field: AnswerField) =>
  !sameAnswer(at(a, field), at(b, field));

describe('mergeAnswerEdits', () => {
  it('never replaces a saved answer: a field saved since the start keeps the saved answer (a conflict leaves the choice to the user)', () => {
    fc.assert(
      fc.property(threeWays, ([base, mine, theirs]) => {
        const { answers } = mergeAnswerEdits(base, mine, theirs);
        for (const field of fields)
          if (differs(base, theirs, field))
            expect(sameAnswer(at(answers, field), at(theirs, field))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('loses nothing typed here: every field changed here carries this answer, or is a conflict that names it', () => {
    fc.assert(
      fc.property(threeWays, ([base, mine, theirs]) => {
        const { answers, conflicts } = mergeAnswerEdits(base, mine, theirs);
        for (const field of changedFields(base, mine)) {
          const conflict = conflicts.find((c) => c.section === field.section && c.key === field.key);
          if (conflict) expect(sameAnswer(conflict.mine, at(mine, field))).toBe(true);
          else expect(sameAnswer(at(answers, field), at(mine, field))).toBe(true);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('asks only about fields both sides changed to different answers, and about each of them', () => {
    fc.assert(
      fc.property(threeWays, ([base, mine, theirs]) => {
        const { conflicts } = mergeAnswerEdits(base, mine, theirs);
        const expected = fields.filter(
          (field) =>
            differs(base, mine, field) && differs(base, theirs, field) && differs(mine, theirs, field),
        );
        expect(conflicts.map(({ section, key }) => ({ section, key }))).toEqual(
          expect.arrayContaining(expected),
        );
        expect(conflicts).toHaveLength(expected.length);
        for (const conflict of conflicts)
          expect(sameAnswer(conflict.theirs, at(theirs, conflict))).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('drops silently what the server has already: the merge is the saved answers, with nothing to decide', () => {
    fc.assert(
      fc.property(threeWays, ([base, , theirs]) => {
        for (const mine of [theirs, base]) {
          const { answers, conflicts } = mergeAnswerEdits(base, mine, theirs);
          expect(conflicts).toEqual([]);
          expect(sameAnswer(answers, theirs)).toBe(true);
        }
      }),
    );
  });

  it('takes a copy of only the changed fields: the rest of the saved answers stays', () => {
    const saved: QuestionnaireAnswers = {
      allgemein: { name: 'Vergabestelle Nord', stufe: 3 },
      ziele: { methoden: [{ item: 'Dialog', assessment: 4 }] },
    };
    // The browser's copy holds one change, made when the name was still empty.
    const copy = { base: { allgemein: { stufe: 2 } }, value: { allgemein: { stufe: 5 } } };
    expect(mergeAnswerEdits(copy.base, copy.value, saved)).toEqual({
      answers: saved,
      conflicts: [{ section: 'allgemein', key: 'stufe', mine: 5, theirs: 3 }],
    });
    const unchanged = { base: { allgemein: { stufe: 3 } }, value: { allgemein: { stufe: 5 } } };
    expect(mergeAnswerEdits(unchanged.base, unchanged.value, saved)).toEqual({
      answers: { ...saved, allgemein: { name: 'Vergabestelle Nord', stufe: 5 } },
      conflicts: [],
    });
  });
});

describe('sameAnswer', () => {
  it('treats an empty text, an unset scale and no answer alike, and compares lists row by row', () => {
    expect(sameAnswer('', undefined)).toBe(true);
    expect(sameAnswer(UNANSWERED_VALUE, null)).toBe(true);
    expect(sameAnswer([{ item: '', assessment: null }], undefined)).toBe(true);
    expect(sameAnswer([{ item: 'Dialog', assessment: 2 }], [{ assessment: 2, item: 'Dialog' }])).toBe(true);
    expect(sameAnswer([{ item: 'Dialog', assessment: 2 }], [{ item: 'Dialog', assessment: 3 }])).toBe(false);
    expect(sameAnswer(0, undefined)).toBe(false);
  });
});
