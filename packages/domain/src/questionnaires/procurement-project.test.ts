import { describe, expect, it } from 'vitest';
import type { Field, QuestionnaireDefinition } from './definition';
import { procurementGoals } from './procurement-goals';
import {
  advancementScopes,
  procurementProjectDefinition,
  procurementSituations,
  procurementTools,
} from './procurement-project';
import { procurerGeneralFields, procurerInformationFields } from './procurer-common';
import { submitSchema } from './schemas';
import { questionnaireJsonSchema } from './json-schema';
import { sampleAnswers } from '../testing';

// The wide type: these tests read every step and field as data.
const definition: QuestionnaireDefinition = procurementProjectDefinition;

const field = (section: string, key: string): Field => {
  const found = definition.steps.find((step) => step.section === section)?.fields.find((f) => f.key === key);
  if (!found) throw new Error(`${section}.${key} missing`);
  return found;
};
const keysOf = (f: Field) =>
  f.kind === 'matrix'
    ? f.statements.map((s) => s.key)
    : f.kind === 'checklist'
      ? f.items.map((i) => i.key)
      : f.kind === 'choice'
        ? f.options.map((o) => o.value)
        : [];

describe('procurement project questionnaire', () => {
  it('has the steps, slugs and sections of the spec in its order', () => {
    expect(definition.steps.map((step) => [step.slug, step.section])).toEqual([
      ['allgemeine-angaben', 'general'],
      ['informationen-zur-vergabe-beschaffungsstelle', 'information'],
      ['angaben-zum-zu-zertifizierenden-beschaffungsprojekt', 'projectInformation'],
      ['bedarfsmanagement-markterkundung', 'requirementManagement'],
      ['vergabe-ausschreibung', 'allocation'],
      ['innovationsgrad', 'innovationDegree'],
    ]);
    for (const step of definition.steps) expect(step.intro).toBeTruthy();
  });

  it('has the fields of the spec (plus allocation.procurementTools, ADR 011)', () => {
    const fields = Object.fromEntries(
      definition.steps.map((step) => [step.section, step.fields.map((f) => f.key)]),
    );
    expect(fields).toEqual({
      general: procurerGeneralFields.map((f) => f.key),
      information: [
        ...procurerInformationFields.map((f) => f.key),
        'projectProcurementExperienceExists',
        'procurementProportions',
      ],
      projectInformation: ['category', 'categoryOther', 'volume', 'description'],
      requirementManagement: ['communicationChannel', 'mostInvolvedGroup', 'whenRequirementNotified'],
      allocation: [
        'assessmentCriteria',
        'furtherAssessmentCriteriaExist',
        'performanceDescriptionType',
        'procedureType',
        'procurementTools',
      ],
      innovationDegree: [
        'marketComparability',
        'advancement',
        'advancementScopes',
        'procurementGoalAchievements',
      ],
    });
  });

  it('uses the option values of the spec', () => {
    expect(keysOf(field('projectInformation', 'category'))).toEqual(['Product', 'Service', 'Other']);
    expect(keysOf(field('requirementManagement', 'communicationChannel'))).toEqual([
      'ByPhone',
      'ByMail',
      'ByDigitalRequest',
    ]);
    expect(keysOf(field('requirementManagement', 'mostInvolvedGroup'))).toEqual([
      'Users',
      'ProcurementOffice',
      'Both',
      'None',
    ]);
    expect(keysOf(field('requirementManagement', 'whenRequirementNotified'))).toEqual([
      'EarlyAscertainmentOfDemand',
      'OnConcreteDemand',
      'AfterCreationOfSpecification',
    ]);
    expect(keysOf(field('allocation', 'assessmentCriteria'))).toEqual([
      'DegreeOfInnovation',
      'Sustainability',
      'SocialAspects',
      'LongTermProfitability',
      'Feasibility',
      'ProfessionalCompetencies',
      'UserFriendliness',
    ]);
    expect(field('allocation', 'performanceDescriptionType')).toMatchObject({
      options: [
        { value: 'Classic', label: 'klassisch' },
        { value: 'Functional', label: 'funktional' },
      ],
    });
    expect(keysOf(field('allocation', 'procedureType'))).toEqual([
      'DirectPurchase',
      'OpenProcedure',
      'RestrictedProcedure',
      'NegotiationProcedure',
      'CompetitiveDialogue',
      'InnovativePartnership',
    ]);
    expect(field('projectInformation', 'category')).toMatchObject({
      options: [{ label: 'Produkt' }, { label: 'Dienstleistung' }, { label: 'Sonstige' }],
    });
  });

  it('has the counted sets of the spec, without duplicate keys', () => {
    const sets = [
      [procurementSituations, 5],
      [procurementTools, 12],
      [advancementScopes, 9],
      [procurementGoals, 13],
    ] as const;
    for (const [set, count] of sets) {
      expect(set).toHaveLength(count);
      expect(new Set(set.map((s) => s.key)).size).toBe(count);
      for (const s of set) {
        expect(s.key).toMatch(/^[A-Z][A-Za-z]+$/);
        expect(s.label.trim()).not.toBe('');
      }
    }
    expect(field('information', 'procurementProportions')).toMatchObject({
      statements: procurementSituations,
    });
    expect(field('allocation', 'procurementTools')).toMatchObject({ items: procurementTools, minChecked: 0 });
    expect(field('innovationDegree', 'advancementScopes')).toMatchObject({
      items: advancementScopes,
      minChecked: 1,
    });
    expect(field('innovationDegree', 'procurementGoalAchievements')).toMatchObject({
      statements: procurementGoals,
    });
  });

  it('asks every question after the first steps as a question, in plain trimmed wording', () => {
    for (const step of definition.steps.slice(2)) {
      for (const f of step.fields) expect(f.label, `${step.section}.${f.key}`).toMatch(/\?$/);
    }
    for (const step of definition.steps) {
      for (const text of [step.title, step.intro, ...step.fields.flatMap((f) => [f.label, f.help])]) {
        if (text === undefined) continue;
        expect(text).toBe(text.trim());
        expect(text).not.toMatch(/todo|tbd|lorem|\[|\]/i);
      }
    }
  });

  it('has no duplicate keys and only German labels', () => {
    for (const step of definition.steps) {
      const keys = step.fields.map((f) => f.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const f of step.fields) {
        expect(f.label.trim()).not.toBe('');
        const entries = keysOf(f);
        expect(new Set(entries).size).toBe(entries.length);
      }
    }
  });

  it('chains marketComparability → advancement → advancementScopes and shows categoryOther for Other', () => {
    expect(field('innovationDegree', 'advancement').visibleWhen).toEqual({
      field: 'innovationDegree.marketComparability',
      equals: 'YES',
    });
    expect(field('innovationDegree', 'advancementScopes').visibleWhen).toEqual({
      field: 'innovationDegree.advancement',
      equals: 'YES',
    });
    expect(field('projectInformation', 'categoryOther').visibleWhen).toEqual({
      field: 'projectInformation.category',
      equals: 'Other',
    });
    const volume = field('projectInformation', 'volume');
    expect(volume.kind === 'rating' && volume.scale.steps.map((s) => s.value)).toEqual([0, 1, 2, 3, 4]);
  });

  it('accepts complete answers and drops the advancement chain when nothing comparable exists', () => {
    const schema = submitSchema(definition);
    for (const variant of [0, 1, 2])
      expect(schema.safeParse(sampleAnswers(definition, variant)).success).toBe(true);
    const answers = sampleAnswers(definition);
    answers.innovationDegree = {
      ...answers.innovationDegree,
      marketComparability: 'NO',
      advancement: undefined,
      advancementScopes: {},
    };
    const result = schema.safeParse(answers);
    expect(result.success).toBe(true);
    expect(result.data?.innovationDegree).not.toHaveProperty('advancementScopes');
    answers.innovationDegree = {
      ...answers.innovationDegree,
      marketComparability: 'YES',
      advancement: 'YES',
      advancementScopes: {},
    };
    expect(schema.safeParse(answers).error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'innovationDegree.advancementScopes',
    ]);
    expect(() => questionnaireJsonSchema(definition, 'x')).not.toThrow();
  });
});
