import { describe, expect, it } from 'vitest';
import { questionnaires, submitIssues } from '@cert/domain';
import { sameAnswers, summaryEntries, withTrailingEmptyRow } from '@/components/answer-form';
import { mergeAnswers, stepPath } from '../form-state';

describe('assessment list rows (docs/questionnaire-rules.md §4)', () => {
  it('keeps exactly one empty row at the end', () => {
    expect(withTrailingEmptyRow(undefined)).toEqual([{ item: '', assessment: null }]);
    expect(withTrailingEmptyRow([{ item: 'E-Akte', assessment: null }])).toEqual([
      { item: 'E-Akte', assessment: null },
      { item: '', assessment: null },
    ]);
    expect(
      withTrailingEmptyRow([
        { item: 'E-Akte', assessment: 3 },
        { item: '', assessment: null },
        { item: '  ', assessment: -200 },
      ]),
    ).toEqual([
      { item: 'E-Akte', assessment: 3 },
      { item: '', assessment: null },
    ]);
  });
});

describe('comparing answers', () => {
  it('treats unset, empty text and unanswered ratings alike and can leave out the institution', () => {
    expect(sameAnswers({ general: { contactName: '' } }, { general: {} })).toBe(true);
    expect(sameAnswers({ a: { rating: -200 } }, { a: { rating: null } })).toBe(true);
    expect(sameAnswers({ a: { x: 1, y: 2 } }, { a: { y: 2, x: 1 } })).toBe(true);
    const saved = { general: { institution: 'Amt A', contactName: 'Eva' } };
    const changed = { general: { institution: 'Amt B', contactName: 'Eva' } };
    expect(sameAnswers(changed, saved)).toBe(false);
    expect(sameAnswers(changed, saved, { section: 'general', key: 'institution' })).toBe(true);
  });

  it('lays a record over the defaults without losing the defaults of unanswered fields', () => {
    expect(mergeAnswers({ a: { x: 2 }, b: {} }, { a: { y: 'text' }, c: { z: 1 } })).toEqual({
      a: { x: 2, y: 'text' },
      b: {},
    });
  });
});

describe('error summary entries', () => {
  it('lists each field once, on its step, linked to its first input', () => {
    const { definition, routeBase } = questionnaires['procurement-office'];
    const entries = summaryEntries(definition, submitIssues(definition, {}));
    const keys = entries.map((entry) => `${entry.step.section}.${entry.field.key}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(entries[0]).toMatchObject({ anchor: 'frage-general-contactName' });
    const agency = entries.find((entry) => entry.field.key === 'agency');
    expect(agency?.anchor).toMatch(/^frage-general-agency-/);
    expect(stepPath(routeBase, 'abc', 'allgemeine-angaben', 'x')).toBe(
      '/fragebogen/innovative-beschaffungsstelle/abc/allgemeine-angaben#x',
    );
  });
});
