import { describe, expect, it } from 'vitest';
import type { Field } from './definition';
import { answerWords, nothingWords, scaleWords } from './answer-words';
import { questionnaires } from './registry';
import { UNANSWERED_VALUE, type Scale } from './scales';

const fields = Object.values(questionnaires).flatMap((q) =>
  q.definition.steps.flatMap((step) => step.fields),
);
const ofKind = <K extends Field['kind']>(kind: K) =>
  fields.find((field): field is Extract<Field, { kind: K }> => field.kind === kind)!;

describe('answerWords: an answer in the words the form showed', () => {
  it('gives texts as typed and nothing for an empty one', () => {
    expect(answerWords(ofKind('text'), 'Vergabestelle')).toEqual({ text: 'Vergabestelle' });
    expect(answerWords(ofKind('longText'), '   ')).toBeUndefined();
    expect(answerWords(ofKind('email'), undefined)).toBeUndefined();
  });

  it('names the chosen option, yes or no, and the scale step; nothing for a value the field does not offer', () => {
    const choice = ofKind('choice');
    expect(answerWords(choice, choice.options[1]!.value)).toEqual({ text: choice.options[1]!.label });
    expect(answerWords(choice, 'GIBT_ES_NICHT')).toBeUndefined();
    expect(answerWords(ofKind('yesNo'), 'YES')).toEqual({ text: 'ja' });
    expect(answerWords(ofKind('yesNo'), 'NO')).toEqual({ text: 'nein' });
    const rating = ofKind('rating');
    expect(answerWords(rating, rating.scale.steps[0]!.value)).toEqual({
      text: scaleWords(rating.scale, rating.scale.steps[0]!.value),
    });
    expect(answerWords(rating, UNANSWERED_VALUE)).toBeUndefined();
  });

  it('gives each matrix statement with its rating, unrated ones without', () => {
    const matrix = ofKind('matrix');
    const [first] = matrix.statements;
    const words = answerWords(matrix, { [first!.key]: matrix.scale.steps[0]!.value });
    expect(words).toEqual({
      rows: matrix.statements.map((statement) => ({
        label: statement.label,
        rating: statement === first ? scaleWords(matrix.scale, matrix.scale.steps[0]!.value) : undefined,
      })),
    });
  });

  it('lists the ticked checklist items; nothing ticked says so unless ticking is required', () => {
    const checklist = ofKind('checklist');
    const [first] = checklist.items;
    expect(answerWords(checklist, { [first!.key]: 1 })).toEqual({ items: [first!.label] });
    const empty = answerWords({ ...checklist, minChecked: 0 }, {});
    expect(empty).toEqual({ text: nothingWords.nothingSelected });
    expect(answerWords({ ...checklist, minChecked: 1 }, {})).toBeUndefined();
  });

  it('gives the filled rows of an assessment list, and says when there are none', () => {
    const list = ofKind('assessmentList');
    const scale: Scale = list.scale;
    const rating = scale.steps[1]!.value;
    expect(
      answerWords(list, [
        { item: ' eVergabe ', assessment: rating },
        { item: '', assessment: null },
      ]),
    ).toEqual({ rows: [{ label: 'eVergabe', rating: scaleWords(scale, rating) }] });
    expect(answerWords(list, [])).toEqual({ text: nothingWords.noEntries });
  });
});
