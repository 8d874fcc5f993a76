import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { initialAnswers, isVisible, normalizeSubmission, completeness, submitIssues } from './answers';
import type { QuestionnaireDefinition } from './definition';
import { questionnaireJsonSchema } from './json-schema';
import { scales } from './scales';
import { draftSchema, submitSchema } from './schemas';

/** A small definition with one field of every kind and a chain of conditions. */
const definition: QuestionnaireDefinition = {
  steps: [
    {
      slug: 'eins',
      section: 'a',
      title: 'Eins',
      fields: [
        { key: 'name', kind: 'text', label: 'Name' },
        { key: 'mail', kind: 'email', label: 'E-Mail' },
        { key: 'note', kind: 'longText', label: 'Notiz', optional: true },
        {
          key: 'kind',
          kind: 'choice',
          label: 'Art',
          options: [
            { value: 'X', label: 'x' },
            { value: 'Other', label: 'Sonstige' },
          ],
        },
        {
          key: 'kindOther',
          kind: 'text',
          label: 'Art (Sonstige)',
          visibleWhen: { field: 'a.kind', equals: 'Other' },
        },
      ],
    },
    {
      slug: 'zwei',
      section: 'b',
      title: 'Zwei',
      fields: [
        { key: 'comparable', kind: 'yesNo', label: 'Vergleichbar?' },
        {
          key: 'advances',
          kind: 'yesNo',
          label: 'Weiter?',
          visibleWhen: { field: 'b.comparable', equals: 'YES' },
        },
        {
          key: 'scopes',
          kind: 'checklist',
          label: 'Bereiche',
          items: [
            { key: 'p', label: 'P' },
            { key: 'q', label: 'Q' },
          ],
          minChecked: 1,
          visibleWhen: { field: 'b.advances', equals: 'YES' },
        },
        { key: 'count', kind: 'rating', label: 'Anzahl', scale: scales.share },
        {
          key: 'roles',
          kind: 'checklist',
          label: 'Rollen',
          items: [{ key: 'r', label: 'R' }],
          visibleWhen: { field: 'b.count', greaterThan: 0 },
        },
        {
          key: 'goals',
          kind: 'matrix',
          label: 'Ziele',
          scale: scales.agreement,
          statements: [
            { key: 'g1', label: 'G1' },
            { key: 'g2', label: 'G2' },
          ],
        },
        {
          key: 'four',
          kind: 'matrix',
          label: 'Aussagen',
          scale: scales.fourStepAgreement,
          statements: [{ key: 's', label: 'S' }],
        },
        {
          key: 'tools',
          kind: 'assessmentList',
          label: 'Weitere',
          scale: scales.frequency,
          itemLabel: 'Werkzeug',
          assessmentLabel: 'Häufigkeit',
        },
      ],
    },
  ],
};

const complete = {
  a: { name: 'Amt', mail: 'a@b.de', kind: 'Other', kindOther: 'Etwas' },
  b: {
    comparable: 'YES',
    advances: 'YES',
    scopes: { p: 1 },
    count: 2,
    roles: { r: 1 },
    goals: { g1: 5, g2: -100 },
    four: { s: 2 },
    tools: [
      { item: 'Eigenes', assessment: 3 },
      { item: '', assessment: null },
    ],
  },
};
const paths = (answers: unknown) =>
  submitIssues(definition, answers as never).map((issue) => issue.path.join('.'));

describe('questionnaire answers', () => {
  it('finds nothing missing in a complete form and normalises it for storage', () => {
    expect(paths(complete)).toEqual([]);
    expect(normalizeSubmission(definition, { ...complete, a: { ...complete.a, name: '  Amt ' } })).toEqual({
      a: { name: 'Amt', mail: 'a@b.de', kind: 'Other', kindOther: 'Etwas' },
      b: { ...complete.b, scopes: { p: 1, q: 0 }, tools: [{ item: 'Eigenes', assessment: 3 }] },
    });
  });

  it('reports missing answers with the spec’s message, and a bad e-mail with its own', () => {
    const issues = submitIssues(definition, { a: { name: ' ', mail: 'kein-at', kind: 'X' }, b: {} });
    expect(issues).toContainEqual({ path: ['a', 'name'], message: messages.selectRequired });
    expect(issues).toContainEqual({ path: ['a', 'mail'], message: messages.invalidEmail });
    expect(issues).toContainEqual({ path: ['b', 'goals', 'g1'], message: messages.selectRequired });
    expect(issues.map((issue) => issue.path.join('.'))).not.toContain('a.note');
    expect(issues.map((issue) => issue.path.join('.'))).not.toContain('a.kindOther');
  });

  it('follows chains of conditions: a field behind a hidden field is hidden too', () => {
    const scopes = definition.steps[1]!.fields[2]!;
    const no = { ...complete, b: { ...complete.b, comparable: 'NO' } };
    expect(isVisible(definition, no, scopes)).toBe(false);
    expect(paths({ ...no, b: { ...no.b, advances: undefined, scopes: {} } })).toEqual([]);
    expect(paths({ ...complete, b: { ...complete.b, scopes: { p: 0, q: 0 } } })).toEqual(['b.scopes']);
    expect(normalizeSubmission(definition, no).b).not.toHaveProperty('scopes');
  });

  it('applies greaterThan conditions', () => {
    const roles = definition.steps[1]!.fields[4]!;
    expect(isVisible(definition, { b: { count: 0 } }, roles)).toBe(false);
    expect(isVisible(definition, { b: { count: 1 } }, roles)).toBe(true);
  });

  it('needs both parts of an assessment row and ignores empty rows', () => {
    const rows = (tools: unknown[]) => paths({ ...complete, b: { ...complete.b, tools } });
    expect(rows([{ item: 'Nur Name' }])).toEqual(['b.tools.0.assessment']);
    expect(rows([{ item: '', assessment: 2 }])).toEqual(['b.tools.0.item']);
    expect(rows([{ item: '', assessment: -200 }, {}])).toEqual([]);
    // Each says what is missing, on the part that is missing.
    const messagesOf = (tools: unknown[]) =>
      submitIssues(definition, { ...complete, b: { ...complete.b, tools } } as never).map(
        (issue) => issue.message,
      );
    expect(messagesOf([{ item: '', assessment: 2 }])).toEqual([
      'Bitte tragen Sie „Werkzeug“ ein: Dieser Eintrag ist bewertet, hat aber noch keine Bezeichnung.',
    ]);
    expect(messagesOf([{ item: ' Nur Name ' }])).toEqual(['Bitte wählen Sie „Häufigkeit“ für „Nur Name“.']);
  });

  it('counts open answers per step and progress over visible fields only, each matrix statement as one', () => {
    const answers = { a: { name: 'Amt', kind: 'X' }, b: {} };
    // Seven required fields, and the goals matrix among them asks for two ratings: eight answers.
    const before = completeness(definition, answers);
    expect(before).toMatchObject({ total: 8, complete: 2, open: 6 });
    expect(before.openBySection.a).toBe(1);
    // One of the two goals rated: one answer more, one open answer less in its step.
    const oneGoal = completeness(definition, { ...answers, b: { goals: { g1: 3 } } });
    expect(oneGoal).toMatchObject({ total: 8, complete: 3 });
    expect(oneGoal.openBySection.b).toBe(before.openBySection.b! - 1);
  });

  it('starts the four-step agreement at its default and every checklist unticked', () => {
    expect(initialAnswers(definition).b).toEqual({ scopes: { p: 0, q: 0 }, roles: { r: 0 }, four: { s: 2 } });
  });

  it('types drafts without requiring anything', () => {
    const draft = draftSchema(definition);
    expect(draft.safeParse({ a: { name: 'x' } }).success).toBe(true);
    expect(draft.safeParse({ b: { count: 99 } }).success).toBe(false);
    expect(draft.safeParse({ b: { count: -200 } }).success).toBe(true);
    expect(draft.safeParse({ b: { goals: { g3: 1 } } }).success).toBe(false);
    expect(draft.safeParse({ a: { name: 'x'.repeat(301) } }).success).toBe(false);
    expect(submitSchema(definition).safeParse(complete).success).toBe(true);
  });

  it('tells an over-long text by its limit, once, in drafts and submissions', () => {
    const long = { ...complete, a: { ...complete.a, name: 'x'.repeat(301) } };
    for (const schema of [draftSchema(definition), submitSchema(definition)]) {
      const issues = schema.safeParse(long).error!.issues;
      expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['a.name', 'Bitte schreiben Sie höchstens 300 Zeichen.'],
      ]);
    }
  });

  it('derives a JSON Schema with the same conditions', () => {
    const valid = new Ajv2020({ strict: false }).compile(questionnaireJsonSchema(definition, 'Test'));
    const stored = normalizeSubmission(definition, complete);
    expect(valid(stored)).toBe(true);
    expect(valid({ ...stored, a: { ...stored.a, kindOther: undefined } })).toBe(false);
    expect(valid({ ...stored, a: { ...stored.a, kind: 'X', kindOther: undefined } })).toBe(true);
    expect(valid({ ...stored, b: { ...stored.b, scopes: { p: 0, q: 0 } } })).toBe(false);
    expect(
      valid({ ...stored, b: { ...stored.b, comparable: 'NO', advances: undefined, scopes: undefined } }),
    ).toBe(true);
    expect(valid({ ...stored, a: { ...stored.a, mail: 'kein-at' } })).toBe(false);
    expect(valid({ ...stored, b: { ...stored.b, tools: [{ item: 'Nur Name' }] } })).toBe(false);
  });
});
