import { describe, expect, it } from 'vitest';
import type { Field, QuestionnaireDefinition } from './definition';
import { questionnaireJsonSchema } from './json-schema';
import { providerExpertDefinition, providerScores } from './provider-expert';
import { submitSchema } from './schemas';
import { sampleAnswers } from '../testing';

// The wide type: these tests read every step and field as data.
const definition: QuestionnaireDefinition = providerExpertDefinition;

const field = (section: string, key: string): Field => {
  const found = definition.steps.find((step) => step.section === section)?.fields.find((f) => f.key === key);
  if (!found) throw new Error(`${section}.${key} missing`);
  return found;
};
const keysOf = (f: Field) =>
  f.kind === 'checklist'
    ? f.items.map((i) => i.key)
    : f.kind === 'choice'
      ? f.options.map((o) => o.value)
      : [];

describe('provider expert questionnaire', () => {
  it('has the steps, slugs and sections of the spec in its order, each with an intro', () => {
    expect(definition.steps.map((step) => [step.slug, step.section])).toEqual([
      ['allgemeine-angaben', 'general'],
      ['produkt-und-markt', 'product'],
      ['vorbereitung', 'preparationProcurement'],
      ['erfahrungen', 'experiencePublicProcurement'],
      ['strategie', 'strategy'],
      ['sonstiges', 'other'],
    ]);
    for (const step of definition.steps) expect(step.intro).toBeTruthy();
  });

  it('has exactly the fields of the spec', () => {
    expect(
      Object.fromEntries(definition.steps.map((step) => [step.section, step.fields.map((f) => f.key)])),
    ).toEqual({
      general: [
        'contactName',
        'institution',
        'address',
        'telephone',
        'eMail',
        'businessSector',
        'size',
        'foundingDateRange',
      ],
      product: ['developmentStatus', 'additionalValue', 'demandFromPublicSector', 'publicSectorStatements'],
      preparationProcurement: [
        'tenderStatements',
        'contactedPublicProcurer',
        'usedProfessionalSupport',
        'usedProfessionalSupportOther',
      ],
      experiencePublicProcurement: [
        'marketResearchContactWithPublicProcurer',
        'participatedInPublicTender',
        'participationTypeInPublicTender',
        'participatedInPublicAllocation',
        'productReferences',
      ],
      strategy: [
        'providerStatements',
        'publicProcurerImportance',
        'publicTenderMonitoring',
        'differenceToConcurrence',
      ],
      other: ['referrer', 'referrerOther'],
    });
  });

  it('uses the option keys of the spec', () => {
    const expected: Record<string, string[]> = {
      'general.businessSector': ['Service', 'Building', 'Infrastructure'],
      'general.size': [
        'OneToTen',
        'ElevenToFifty',
        'FiftyOneToTwoHundredFifty',
        'GreaterThanTwoHundredFifty',
      ],
      'product.additionalValue': ['Yes', 'Probable', 'No'],
      'product.demandFromPublicSector': ['Yes', 'Probable', 'No'],
      'product.publicSectorStatements': [
        'MarketPositionKnown',
        'CompetitorsKnown',
        'CompetitorThreatKnown',
        'CooperationPartnersKnown',
        'MarketNicheServed',
        'PublicSectorWithHighestDemandKnown',
      ],
      'preparationProcurement.tenderStatements': [
        'RelevantActorsKnown',
        'RelevantTenderPlatformsKnown',
        'AptitudeCheckDocumentsAvailable',
        'AptitudeCheckCompetenciesAvailable',
        'TenderWorkflowsKnown',
        'ValueThresholdsKnown',
        'CanAssessEffort',
        'PrinciplesOfTenderKnown',
      ],
      'preparationProcurement.usedProfessionalSupport': [
        'furtherEducation',
        'KOINNOPlaybook',
        'infoEvent',
        'infoMaterial',
        'consulting',
        'other',
      ],
      'experiencePublicProcurement.participationTypeInPublicTender': [
        'aloneMainBidder',
        'mainBidderWithSubcontractor',
        'consortium',
        'subcontractor',
        'suitabilityLoan',
      ],
      'experiencePublicProcurement.participatedInPublicAllocation': [
        'competitionDialog',
        'innovationPartnership',
        'procurement',
        'allocation',
      ],
      'experiencePublicProcurement.productReferences': [
        'contractsInPublicSector',
        'contractsInPrivateSector',
      ],
      'strategy.providerStatements': [
        'innovationManagement',
        'observation',
        'agileMethods',
        'proactive',
        'visitEvents',
        'conductEvents',
        'entryKOINNOvationsplatz',
        'entryInRelevantDirectories',
        'other',
      ],
      'strategy.publicProcurerImportance': ['VeryImportant', 'Important', 'LessImportant', 'NotImportant'],
      'strategy.publicTenderMonitoring': ['DedicatedPerson', 'PersonWithMultipleTasks', 'NoPerson'],
      'strategy.differenceToConcurrence': [
        'cheapestContender',
        'specializedOnQuality',
        'specializedOnConcreteSegment',
        'goodServiceOffering',
      ],
      'other.referrer': [
        'KoinnoWebsite',
        'KoinnoNewsletter',
        'KoinnoEvent',
        'Recommendation',
        'SearchEngine',
        'Event',
        'Other',
      ],
    };
    for (const [path, keys] of Object.entries(expected)) {
      const [section = '', key = ''] = path.split('.');
      expect(keysOf(field(section, key)), path).toEqual(keys);
    }
    expect(field('other', 'referrer')).toMatchObject({
      options: [{}, {}, {}, {}, {}, {}, { label: 'Sonstige' }],
    });
  });

  it('rates the innovation stage by rank and tender participation by the spec scores, ascending', () => {
    const stage = field('product', 'developmentStatus');
    expect(stage.kind === 'rating' && stage.scale.steps.map((s) => s.value)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const tenders = field('experiencePublicProcurement', 'participatedInPublicTender');
    expect(tenders.kind === 'rating' && tenders.scale.steps.map((s) => s.value)).toEqual([0, 3, 4, 5, 6]);
    expect(tenders.kind === 'rating' && tenders.scale.steps.map((s) => s.label)).toContain('3-9 mal');
    expect(providerScores.participationTypeInPublicTender).toEqual({
      aloneMainBidder: 5,
      mainBidderWithSubcontractor: 5,
      consortium: 4,
      subcontractor: 2,
      suitabilityLoan: 1,
    });
  });

  it('shows the conditional fields by the spec rules', () => {
    expect(field('preparationProcurement', 'usedProfessionalSupportOther').visibleWhen).toEqual({
      field: 'preparationProcurement.usedProfessionalSupport.other',
      equals: 1,
    });
    for (const key of ['participationTypeInPublicTender', 'participatedInPublicAllocation']) {
      expect(field('experiencePublicProcurement', key).visibleWhen).toEqual({
        field: 'experiencePublicProcurement.participatedInPublicTender',
        greaterThan: 0,
      });
    }
    expect(field('experiencePublicProcurement', 'participationTypeInPublicTender')).toMatchObject({
      minChecked: 1,
    });
    expect(field('other', 'referrerOther').visibleWhen).toEqual({ field: 'other.referrer', equals: 'Other' });
  });

  it('asks every question after the first steps as a question, in plain trimmed wording', () => {
    for (const step of definition.steps.slice(1)) {
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

  it('has no duplicate keys, a German label on every field and no programme name in the wording', () => {
    for (const step of definition.steps) {
      const keys = step.fields.map((f) => f.key);
      expect(new Set(keys).size).toBe(keys.length);
      for (const f of step.fields) {
        expect(f.label.trim()).not.toBe('');
        const entries = keysOf(f);
        expect(new Set(entries).size).toBe(entries.length);
      }
    }
    expect(JSON.stringify(definition)).not.toMatch(/"(label|help|intro)":"[^"]*koinno/i);
  });

  it('accepts complete answers and drops the tender details of a company that never bid', () => {
    const schema = submitSchema(definition);
    for (const variant of [0, 1, 2])
      expect(schema.safeParse(sampleAnswers(definition, variant)).success).toBe(true);
    const answers = sampleAnswers(definition);
    answers.experiencePublicProcurement = {
      ...answers.experiencePublicProcurement,
      participatedInPublicTender: 0,
      participationTypeInPublicTender: {},
    };
    const result = schema.safeParse(answers);
    expect(result.success).toBe(true);
    expect(result.data?.experiencePublicProcurement).not.toHaveProperty('participationTypeInPublicTender');
    answers.experiencePublicProcurement = {
      ...answers.experiencePublicProcurement,
      participatedInPublicTender: 4,
    };
    expect(schema.safeParse(answers).error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'experiencePublicProcurement.participationTypeInPublicTender',
    ]);
    expect(() => questionnaireJsonSchema(definition, 'x')).not.toThrow();
  });
});
