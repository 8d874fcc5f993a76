import { describe, expect, it } from 'vitest';
import type { Field, MatrixField, QuestionnaireDefinition, Statement } from './definition';
import { AdviceInterestAnswer, AwardCriterion, procurementOfficeDefinition } from './procurement-office';
import { submitSchema } from './schemas';
import { sampleAnswers } from '../testing';

// The wide type: these tests read every step and field as data.
const definition: QuestionnaireDefinition = procurementOfficeDefinition;

/** Steps of docs/questionnaire-rules.md §2 (slugs, in order) with the sections of §3. */
const specSteps = [
  ['allgemeine-angaben', 'general'],
  ['informationen-zur-vergabe-beschaffungsstelle', 'information'],
  ['strategische-ziele-wirtschaftlichkeitsverstaendnis', 'strategicGoals'],
  ['beschaffungsstrategie', 'procurementStrategy'],
  ['innovationskultur-innerhalb-der-beschaffungs-vergabestelle', 'innovationCulture'],
  ['kompetenzen-und-ressourcen', 'competencies'],
  ['legitimation-integration-organisation', 'legitimation'],
  ['digitalisierung', 'digitalization'],
  ['anwendung-von-methoden-und-strategie-tools', 'strategicToolApplication'],
  ['anwendung-beschaffungswerkzeuge', 'procurementToolApplication'],
] as const;

/** Field names of docs/questionnaire-rules.md §3 "Procurement office questionnaire", steps 3–10. */
const specFields: Record<string, string[]> = {
  strategicGoals: [
    'agencyGoals',
    'consideredStrategicGoals',
    'statements',
    'dominantCriterion',
    'achievedAspectFrequencies',
  ],
  procurementStrategy: ['existsStrategy', 'statements'],
  innovationCulture: ['statements', 'existsStartUpProcurementExperience', 'hasStartUpProcurementIndex'],
  competencies: ['statements', 'competencies', 'existsSupport', 'existsMeasures'],
  legitimation: ['statements'],
  digitalization: ['existTools', 'tools', 'furtherTools'],
  strategicToolApplication: ['tools', 'furtherTools'],
  procurementToolApplication: ['tools'],
};

/** Statement keys the spec gives (§3 "Office questionnaire statement sets"), by the field ADR 011 puts them in. */
const specKeys: Record<string, string[]> = {
  'competencies.statements': [
    'ProcurementKnowledgeSufficient',
    'StrategicProcurementTraining',
    'InnovativeProcurementTraining',
    'StaffProcurementMoreTime',
    'RarelyFailsOnInsufficientFinances',
    'RarelyFailsOnInsufficientStaff',
    'ConcreteFurtherEducationModelExists',
  ],
  'competencies.competencies': [
    'ProcurementOfProductsAndServicesKnowledge',
    'AllocationLegalKnowledge',
    'ProcurementProcessesKnowledge',
    'ProcurementMarketKnowledge',
    'BusinessEconomicsKnowledge',
    'TechnicalKnowledge',
    'SkillsInContractManagement',
    'SkillsInCoordinationAndProjectManagement',
    'AgileMethodsKnowledge',
    'MarketExplorationKnowledge',
    'DigitalToolsAndMarketplacesKnowledge',
  ],
  'digitalization.tools': [
    'AllocationPlatform',
    'ElectronicTender',
    'ElectronicRequirementManagement',
    'ElectronicCatalog',
    'TenderManagementSoftware',
    'ElectronicOfferContribution',
    'ElectronicOfferEvaluation',
    'ElectronicSignature',
    'ElectronicAuction',
  ],
  'innovationCulture.statements': [
    'NewIdeasWithoutFear',
    'FailingNotPunished',
    'OpinionsAreDiscussed',
    'FailingRarelyIsDueToLackingMotivation',
    'EmployeesAvoidRisksInAllocation',
    'AllocationDoesNotTolerateRisks',
    'InnovationEmbracingCulture',
    'ErrorCultureEstablished',
  ],
  'legitimation.statements': [
    'DifficultToFollowPrincipleOfLifecycleCosts',
    'AllocationInflexibleRegardingInnovativeProcurement',
    'FullBackingOfAdministrationRegardingProcurement',
    'EarlyInclusionInWorkflow',
    'CommunicationOnEqualFooting',
    'AdministrationCommitsToInnovativeProcurement',
    'AdministrationEncouragesInnovativeProcurement',
    'ContinuousProjectManagementRegardingProcurementExists',
    'FlexibleProcurementProcess',
  ],
  'procurementStrategy.statements': [
    'StrategyIncludesClearGoals',
    'GoalOfInnovativeProcurementIncludedInAllocationStrategy',
    'EstablishingEfficientAndInnovativeProcessesPartOfStrategy',
    'InnovativeProcessAppliance',
    'ConcreteGuidelinesOnProcurement',
    'InnovativeToolAppliance',
    'FurtherGuidelinesOnProcurement',
    'FurtherPraxisOrientedGuidelinesOnProcurement',
    'ProcurementStrategyDerivesFromMainStrategy',
  ],
  'procurementToolApplication.tools': [
    'CrossFunctionalTeams',
    'MarketExploration',
    'RiskManagement',
    'Prototyping',
    'LifeCycleCostAnalysis',
    'Pooling',
    'Tossing',
    'SideOfferings',
    'FunctionalDescription',
    'ActualCapabilityFormulation',
    'ConsiderationOfPerformanceCriteria',
    'LegalArrangementOfIntellectualProperty',
    'PerformanceOrientedContracts',
    'ContractualIncentives',
    'EarlyCommunication',
    'RequestingOffers',
    'CompetitionDialog',
    'InnovationPartnership',
    'PreCommercialProcurement',
    'PlaningContest',
    'Negotiation',
    'BestPractices',
    'InteractionAndCommunicationWithStartups',
    'ExchangeWithPublicInstitutions',
    'InternalExchange',
    'LessonsLearned',
    'EarlyFormulationOfRequirementsAndBudgeting',
    'PreventTooStrictSuitabilityCriteria',
    'IntroductionOfFrameAgreement',
  ],
};

/** Size of every statement set (docs/questionnaire-rules.md §3 and the brief), by field, with the field's scale (ADR 011). */
const setSizes: [path: string, count: number, scale: string][] = [
  ['strategicGoals.agencyGoals', 13, 'importance'],
  ['strategicGoals.consideredStrategicGoals', 5, 'checklist'],
  ['strategicGoals.statements', 3, 'fourStepAgreement'],
  ['strategicGoals.achievedAspectFrequencies', 11, 'frequency'],
  ['procurementStrategy.statements', 9, 'agreement'],
  ['innovationCulture.statements', 8, 'agreement'],
  ['competencies.statements', 7, 'agreement'],
  ['competencies.competencies', 11, 'presence'],
  ['legitimation.statements', 9, 'agreement'],
  ['digitalization.tools', 9, 'frequency'],
  ['strategicToolApplication.tools', 17, 'frequency'],
  ['procurementToolApplication.tools', 29, 'frequency'],
];

function fieldAt(path: string): Field {
  const [section, key] = path.split('.');
  const field = definition.steps.find((step) => step.section === section)?.fields.find((f) => f.key === key);
  if (!field) throw new Error(`no field ${path}`);
  return field;
}

function entriesOf(field: Field): readonly Statement[] {
  if (field.kind === 'matrix') return field.statements;
  if (field.kind === 'checklist') return field.items;
  throw new Error(`${field.key} has no statements`);
}

/** Every German text of the definition with where it stands, for the wording checks. */
function texts(): [where: string, text: string | undefined][] {
  const result: [string, string | undefined][] = [];
  for (const step of definition.steps) {
    result.push([`${step.slug} title`, step.title]);
    if (step.section !== 'general' && step.section !== 'information')
      result.push([`${step.slug} intro`, step.intro]);
    for (const field of step.fields) {
      const at = `${step.section}.${field.key}`;
      result.push([`${at} label`, field.label]);
      if (field.help !== undefined) result.push([`${at} help`, field.help]);
      if (field.kind === 'matrix' || field.kind === 'checklist') {
        for (const entry of entriesOf(field)) result.push([`${at}.${entry.key}`, entry.label]);
      }
      if (field.kind === 'choice') {
        for (const option of field.options) {
          result.push([`${at}=${option.value}`, option.label]);
          if (option.help !== undefined) result.push([`${at}=${option.value} help`, option.help]);
        }
      }
      if (field.kind === 'assessmentList') {
        result.push([`${at} itemLabel`, field.itemLabel], [`${at} assessmentLabel`, field.assessmentLabel]);
      }
    }
  }
  return result;
}

describe('procurement office questionnaire', () => {
  it('has the ten steps of the spec, in order, with their sections', () => {
    expect(definition.steps.map((step) => [step.slug, step.section])).toEqual(specSteps);
  });

  it('asks the fields of the spec in steps 3 to 10', () => {
    const asked = Object.fromEntries(
      definition.steps.slice(2).map((step) => [step.section, step.fields.map((field) => field.key)]),
    );
    expect(asked).toEqual(specFields);
  });

  it.each(Object.entries(specKeys))('%s holds exactly the statement keys of the spec', (path, keys) => {
    expect(entriesOf(fieldAt(path)).map((entry) => entry.key)).toEqual(keys);
  });

  it.each(setSizes)(
    '%s has %i entries on the %s scale, without duplicate keys or wording',
    (path, count, scale) => {
      const field = fieldAt(path);
      const entries = entriesOf(field);
      expect(entries).toHaveLength(count);
      expect(new Set(entries.map((entry) => entry.key)).size).toBe(count);
      expect(new Set(entries.map((entry) => entry.label)).size).toBe(count);
      for (const entry of entries) expect(entry.key).toMatch(/^[A-Z][A-Za-z]+$/);
      expect(field.kind === 'checklist' ? 'checklist' : (field as MatrixField).scale.id).toBe(scale);
    },
  );

  it('offers the award criteria and the answer scale of the spec', () => {
    const options = (path: string) => {
      const field = fieldAt(path);
      return field.kind === 'choice' ? field.options.map((option) => [option.value, option.label]) : [];
    };
    expect(AwardCriterion.values).toEqual([
      'LowestPrice',
      'BestPriceQualityRatio',
      'BestPricePerformanceRatio',
      'BestLifecycleCostBenefitRatio',
    ]);
    expect(options('strategicGoals.dominantCriterion').map(([value]) => value)).toEqual(
      AwardCriterion.values,
    );
    expect(AdviceInterestAnswer.labels).toEqual({
      Yes: 'ja',
      NoButInterested: 'nein, aber wir haben Interesse an einer Beratung hierzu',
      No: 'nein',
    });
    expect(options('innovationCulture.hasStartUpProcurementIndex')).toEqual(
      Object.entries(AdviceInterestAnswer.labels),
    );
  });

  it('asks no innovation-related aim as a must, and no further tools as a must', () => {
    const aims = fieldAt('strategicGoals.consideredStrategicGoals');
    expect(aims.kind === 'checklist' && (aims.minChecked ?? 0)).toBe(0);
    expect(fieldAt('digitalization.furtherTools').optional).toBe(true);
    expect(fieldAt('strategicToolApplication.furtherTools').optional).toBe(true);
  });

  it('shows the strategy statements only with a strategy, and the electronic tools only with tools in use', () => {
    expect(fieldAt('procurementStrategy.statements').visibleWhen).toEqual({
      field: 'procurementStrategy.existsStrategy',
      equals: 'YES',
    });
    for (const key of ['tools', 'furtherTools']) {
      expect(fieldAt(`digitalization.${key}`).visibleWhen).toEqual({
        field: 'digitalization.existTools',
        equals: 'YES',
      });
    }

    const schema = submitSchema(definition);
    const complete = sampleAnswers(definition);
    expect(schema.safeParse(complete).success).toBe(true);

    const without = structuredClone(complete);
    without.procurementStrategy = {
      existsStrategy: 'NO',
      statements: complete.procurementStrategy?.statements,
    };
    without.digitalization = { existTools: 'NO', tools: complete.digitalization?.tools, furtherTools: [] };
    const result = schema.safeParse(without);
    expect(result.success).toBe(true);
    expect(result.data?.procurementStrategy).toEqual({ existsStrategy: 'NO' });
    expect(result.data?.digitalization).toEqual({ existTools: 'NO' });

    const missing = structuredClone(complete);
    delete missing.procurementStrategy?.statements;
    expect(schema.safeParse(missing).success).toBe(false);
  });

  it('words every title, intro, question, help, statement and option in German, without placeholders', () => {
    const english = /\b(the|and|with|should|this|that|label|statement|question|answer)\b/i;
    const placeholder = /todo|tbd|fixme|lorem|ipsum|xxx|platzhalter|placeholder|\?\?/i;
    for (const [where, text] of texts()) {
      expect(text?.trim(), where).toBeTruthy();
      expect(text, where).toBe(text?.trim());
      expect(text, where).not.toMatch(placeholder);
      expect(text, where).not.toMatch(english);
      expect(text, where).not.toMatch(/^[A-Z][a-z]+(?:[A-Z][a-z]+)+$/); // not a PascalCase key
    }
    // The questions read as questions.
    for (const step of definition.steps.slice(2)) {
      for (const field of step.fields) expect(field.label, `${step.section}.${field.key}`).toMatch(/\?$/);
    }
  });
});
