import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { completeness, isVisible, mayStayEmpty, submitIssues } from './answers';
import {
  organizationNameField,
  prefilledAnswers,
  type Condition,
  type Field,
  type PrefillValues,
  type QuestionnaireAnswers,
  type Step,
} from './definition';
import { schemasOf } from './derived';
import { QuestionnaireKind, questionnaires } from './registry';
import { UNANSWERED_VALUE } from './scales';
import { sampleAnswers } from '../testing';

const clone = (answers: QuestionnaireAnswers): QuestionnaireAnswers => structuredClone(answers);
const ajv = new Ajv2020({ allErrors: true, strict: false });

/** Every field that a complete sample answers, with its step: the fields a submit requires. */
function requiredFields(kind: QuestionnaireKind, answers: QuestionnaireAnswers) {
  const { definition } = questionnaires[kind];
  return definition.steps.flatMap((step) =>
    step.fields
      .filter((field) => !mayStayEmpty(field) && isVisible(definition, answers, field))
      .map((field) => ({ step, field })),
  );
}

function withoutAnswer(answers: QuestionnaireAnswers, step: Step, field: Field) {
  const broken = clone(answers);
  delete broken[step.section]?.[field.key];
  return broken;
}

describe.each(QuestionnaireKind.values)('questionnaire %s', (kind) => {
  const { definition, title } = questionnaires[kind];
  const schemas = schemasOf(kind);
  const validJson = ajv.compile(schemas.jsonSchema);
  const sample = sampleAnswers(definition);

  it('has unique sections, and unique field and entry keys per step', () => {
    const sections = definition.steps.map((step) => step.section);
    expect(new Set(sections).size).toBe(sections.length);
    for (const step of definition.steps) {
      const keys = step.fields.map((field) => field.key);
      expect(new Set(keys).size, step.section).toBe(keys.length);
      for (const field of step.fields) {
        const entries =
          field.kind === 'matrix' ? field.statements : field.kind === 'checklist' ? field.items : [];
        expect(new Set(entries.map((entry) => entry.key)).size, field.key).toBe(entries.length);
      }
    }
  });

  it('names only existing fields in its conditions', () => {
    for (const step of definition.steps) {
      for (const field of step.fields) {
        if (!field.visibleWhen) continue;
        const [section, key] = field.visibleWhen.field.split('.');
        const target = definition.steps.find((s) => s.section === section)?.fields.find((f) => f.key === key);
        expect(target, `${step.section}.${field.key} depends on ${field.visibleWhen.field}`).toBeDefined();
      }
    }
  });

  it.each([0, 1, 2, 3])(
    'accepts a complete form (variant %i) in the submit schema and the JSON Schema',
    (variant) => {
      const answers = sampleAnswers(definition, variant);
      const result = schemas.submit.safeParse(answers);
      expect(result.error?.issues ?? []).toEqual([]);
      expect(schemas.draft.safeParse(answers).success).toBe(true);
      const normalised = result.data ?? {};
      expect(validJson(normalised), JSON.stringify(validJson.errors)).toBe(true);
      const counted = completeness(definition, answers);
      expect(counted.complete).toBe(counted.total);
      expect(Object.values(counted.openBySection).every((open) => open === 0)).toBe(true);
    },
  );

  it('accepts an empty draft and refuses unknown keys and foreign values in a draft', () => {
    expect(schemas.draft.safeParse({}).success).toBe(true);
    expect(schemas.draft.safeParse({ unknownSection: {} }).success).toBe(false);
    const first = definition.steps[0] as Step;
    expect(schemas.draft.safeParse({ [first.section]: { unknownField: 'x' } }).success).toBe(false);
  });

  it('fails a submit without any one required answer, with that field’s error', () => {
    const fields = requiredFields(kind, sample);
    expect(fields.length).toBeGreaterThan(5);
    for (const { step, field } of fields) {
      const broken = withoutAnswer(sample, step, field);
      const issues = submitIssues(definition, broken);
      const own = issues.filter((issue) => issue.path[0] === step.section && issue.path[1] === field.key);
      expect(own.length, `${step.section}.${field.key}`).toBeGreaterThan(0);
      expect(own[0]?.message).toBe(messages.selectRequired);
      expect(schemas.submit.safeParse(broken).success, `${step.section}.${field.key}`).toBe(false);
      // Removing an answer that another field depends on hides that field, so only the ones still shown count.
      const normalised = schemas.submit.safeParse(sample).data as QuestionnaireAnswers;
      expect(
        validJson(withoutAnswer(normalised, step, field)),
        `${step.section}.${field.key} in JSON Schema`,
      ).toBe(false);
    }
  });

  it('treats an unanswered rating (-200) as missing', () => {
    const rating = definition.steps
      .flatMap((step) => step.fields.map((field) => ({ step, field })))
      .find(({ field }) => field.kind === 'rating' && !field.visibleWhen);
    if (!rating) return;
    const broken = clone(sample);
    (broken[rating.step.section] as Record<string, unknown>)[rating.field.key] = UNANSWERED_VALUE;
    expect(schemas.draft.safeParse(broken).success).toBe(true);
    expect(schemas.submit.safeParse(broken).success).toBe(false);
  });

  it('applies each conditional rule both ways', () => {
    for (const step of definition.steps) {
      for (const field of step.fields) {
        const condition = field.visibleWhen;
        if (!condition) continue;
        const label = `${step.section}.${field.key} when ${condition.field}`;
        // Condition holds (the sample makes every condition hold): required when it is.
        expect(isVisible(definition, sample, field), label).toBe(true);
        expect(schemas.submit.safeParse(withoutAnswer(sample, step, field)).success, label).toBe(
          mayStayEmpty(field),
        );
        // Condition fails: hidden, not required, and its answer is dropped on submit.
        const off = clone(sample);
        const [section = '', key = '', entry] = condition.field.split('.');
        const target = off[section] as Record<string, unknown>;
        const offValue = valueFailing(definition.steps, condition);
        if (entry === undefined) target[key] = offValue;
        else target[key] = { ...(target[key] as Record<string, unknown>), [entry]: offValue };
        expect(isVisible(definition, off, field), label).toBe(false);
        const result = schemas.submit.safeParse(withoutAnswer(off, step, field));
        expect(result.error?.issues ?? [], label).toEqual([]);
        const kept = schemas.submit.parse(off) as QuestionnaireAnswers;
        expect(kept[step.section]?.[field.key], label).toBeUndefined();
        expect(validJson(kept), `${label}: ${JSON.stringify(validJson.errors)}`).toBe(true);
      }
    }
  });

  it('has a JSON Schema titled like the screen that refuses wrong types', () => {
    expect(schemas.jsonSchema.title).toBe(title);
    const first = definition.steps[0] as Step;
    const broken = clone(schemas.submit.parse(sample) as QuestionnaireAnswers);
    (broken[first.section] as Record<string, unknown>)[first.fields[0]?.key ?? ''] = 42;
    expect(validJson(broken)).toBe(false);
    expect(validJson({ ...broken, extra: {} })).toBe(false);
  });
});

/** An answer of the condition's field for which the condition does not hold. */
function valueFailing(steps: readonly Step[], condition: Condition): string | number {
  const [section, key, entry] = condition.field.split('.');
  const field = steps.find((step) => step.section === section)?.fields.find((f) => f.key === key);
  if (!('equals' in condition)) return condition.greaterThan;
  if (entry !== undefined) return condition.equals === 1 ? 0 : 1;
  const values =
    field?.kind === 'choice'
      ? field.options.map((option) => option.value)
      : field?.kind === 'yesNo'
        ? ['YES', 'NO']
        : field?.kind === 'rating'
          ? field.scale.steps.map((step) => step.value)
          : [];
  const other = values.find((value) => value !== condition.equals);
  if (other === undefined) throw new Error(`no answer of ${condition.field} fails the condition`);
  return other;
}

describe('the field prefilled with the organisation’s name', () => {
  it('is one text field of the first step of every questionnaire, named in the definition', () => {
    for (const kind of QuestionnaireKind.values) {
      const { definition } = questionnaires[kind];
      const marked = definition.steps.flatMap((step) =>
        step.fields
          .filter((field) => field.kind === 'text' && field.prefill === 'organizationName')
          .map((field) => ({ section: step.section, key: field.key })),
      );
      expect(marked, kind).toHaveLength(1);
      expect(organizationNameField(definition), kind).toEqual(marked[0]);
      expect(marked[0]!.section, kind).toBe(definition.steps[0]!.section);
    }
  });
});

describe('what a new draft starts with', () => {
  const known: PrefillValues = {
    organizationName: 'Stadt Musterstadt',
    organizationAddress: 'Marktplatz 1\n12345 Musterstadt',
    organizationAgencyLevel: 'Federation',
    organizationCompanySize: 'ElevenToFifty',
    organizationBusinessSector: 'NotAnOption',
    userName: 'Eva Muster',
    userPhone: '030 123456',
    userEmail: 'eva@example.org',
  };
  const byPath = (kind: QuestionnaireKind, values: PrefillValues) =>
    Object.fromEntries(
      prefilledAnswers(questionnaires[kind].definition, values).map(({ section, key, value }) => [
        `${section}.${key}`,
        value,
      ]),
    );

  it("fills a procurer's contact, institution, address and level from the profile and the organisation", () => {
    const procurer = byPath('procurement-office', known);
    expect(procurer).toMatchObject({
      'general.contactName': 'Eva Muster',
      'general.institution': 'Stadt Musterstadt',
      'general.address': 'Marktplatz 1\n12345 Musterstadt',
      'general.telephone': '030 123456',
      'general.eMail': 'eva@example.org',
    });
    // The project questionnaire asks the same general block.
    expect(byPath('procurement-project', known)).toEqual(procurer);
    const agency = questionnaires['procurement-office'].definition.steps[0]!.fields.find(
      (field) => field.key === 'agency',
    );
    if (agency?.kind !== 'choice') throw new Error('agency is a choice');
    const level = agency.options[0]!.value;
    expect(byPath('procurement-office', { ...known, organizationAgencyLevel: level })['general.agency']).toBe(
      level,
    );
  });

  it("fills a provider's size and sector only with one of the question's options, and nothing unknown", () => {
    const provider = byPath('provider-expert', known);
    expect(provider['general.size']).toBe('ElevenToFifty');
    // A value the question does not offer stays unanswered rather than invalid.
    expect(provider).not.toHaveProperty('general.businessSector');
    expect(byPath('provider-expert', { organizationName: 'Muster GmbH', userEmail: '' })).toEqual({
      'general.institution': 'Muster GmbH',
    });
  });
});
