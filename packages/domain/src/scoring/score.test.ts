import { describe, expect, it } from 'vitest';
import type { Field, QuestionnaireDefinition } from '../questionnaires/definition';
import { procurementOfficeDefinition as office } from '../questionnaires/procurement-office';
import { procurementProjectDefinition as project } from '../questionnaires/procurement-project';
import {
  BidderRole,
  DevelopmentStatus,
  ProcedureExperience,
  ProductReference,
  providerExpertDefinition as provider,
  TenderParticipation,
} from '../questionnaires/provider-expert';
import { questionnaires, QuestionnaireKind } from '../questionnaires/registry';
import { submitSchema } from '../questionnaires/schemas';
import { isScored, scoreAnswers, scoredSections, scoreValue, type QuestionnaireScore } from './score';
import { scoringThresholds } from './thresholds';
import { extremeAnswers, sampleAnswers, withAnswers } from '../testing';

const fieldOf = (definition: QuestionnaireDefinition, path: string): Field => {
  const [section, key] = path.split('.');
  const found = definition.steps.find((s) => s.section === section)?.fields.find((f) => f.key === key);
  if (!found) throw new Error(`${path} missing`);
  return found;
};
const sectionOf = (scoring: QuestionnaireScore, section: string) => {
  const found = scoring.sections.find((s) => s.section === section);
  if (!found) throw new Error(`${section} not scored`);
  return [found.score, found.maximum];
};
const fieldScore = (scoring: QuestionnaireScore, path: string) => {
  const found = scoring.sections.flatMap((s) => s.fields).find((f) => f.path === path);
  return found ? [found.score, found.maximum] : undefined;
};
const all = (keys: readonly string[], value: number) => Object.fromEntries(keys.map((key) => [key, value]));
const keysOf = (field: Field) =>
  field.kind === 'matrix'
    ? field.statements.map((s) => s.key)
    : field.kind === 'checklist'
      ? field.items.map((i) => i.key)
      : [];

describe('scoring rules per field kind', () => {
  it('scores a 0–5 matrix statement by its value out of 5 and leaves "Keine Angabe möglich" out', () => {
    const field = fieldOf(office, 'strategicToolApplication.tools');
    const keys = keysOf(field);
    const value = { ...all(keys, -100), [keys[0]!]: 4, [keys[1]!]: 0, [keys[2]!]: 5 };
    expect(scoreValue(field, value)).toMatchObject({ score: 9, maximum: 15 });
  });

  it('counts "Keine Angabe möglich" as 0 of 5 on the presence scale (docs/questionnaire-rules.md §9)', () => {
    const field = fieldOf(office, 'competencies.competencies');
    const keys = keysOf(field);
    const value = { ...all(keys, -100), [keys[0]!]: 4 };
    expect(scoreValue(field, value)).toMatchObject({ score: 4, maximum: 55 });
  });

  it('scores negatively worded statements reversed (5 − value)', () => {
    const field = fieldOf(office, 'legitimation.statements');
    const value = {
      ...all(keysOf(field), -100),
      DifficultToFollowPrincipleOfLifecycleCosts: 5,
      AllocationInflexibleRegardingInnovativeProcurement: 1,
      EarlyInclusionInWorkflow: 5,
    };
    expect(scoreValue(field, value)).toMatchObject({
      score: 0 + 4 + 5,
      maximum: 15,
      items: [
        { key: 'DifficultToFollowPrincipleOfLifecycleCosts', score: 0, maximum: 5 },
        { key: 'AllocationInflexibleRegardingInnovativeProcurement', score: 4, maximum: 5 },
        { key: 'EarlyInclusionInWorkflow', score: 5, maximum: 5 },
      ],
    });
  });

  it('marks exactly the negative assertions as reversed', () => {
    const reversed = [office, project, provider].flatMap((definition) =>
      definition.steps.flatMap((step) =>
        step.fields.flatMap((field) =>
          field.kind === 'matrix'
            ? field.statements.filter((s) => s.reversed).map((s) => `${step.section}.${field.key}.${s.key}`)
            : [],
        ),
      ),
    );
    expect(reversed.sort()).toEqual(
      [
        'competencies.statements.StaffProcurementMoreTime',
        'innovationCulture.statements.EmployeesAvoidRisksInAllocation',
        'innovationCulture.statements.AllocationDoesNotTolerateRisks',
        'legitimation.statements.DifficultToFollowPrincipleOfLifecycleCosts',
        'legitimation.statements.AllocationInflexibleRegardingInnovativeProcurement',
      ].sort(),
    );
  });

  it('scores the four-step agreement out of 3 and the share scale out of 6', () => {
    const fourStep = fieldOf(office, 'strategicGoals.statements');
    expect(scoreValue(fourStep, all(keysOf(fourStep), 2))).toMatchObject({ score: 6, maximum: 9 });
    const share = fieldOf(project, 'information.procurementProportions');
    expect(scoreValue(share, all(keysOf(share), 6))).toMatchObject({ score: 30, maximum: 30 });
  });

  it('scores an unanswered (-200) or missing statement as 0 of its maximum', () => {
    const field = fieldOf(office, 'digitalization.tools');
    expect(scoreValue(field, { ...all(keysOf(field), 5), AllocationPlatform: -200 })).toMatchObject({
      score: 40,
      maximum: 45,
    });
    expect(scoreValue(field, undefined)).toMatchObject({ score: 0, maximum: 45 });
  });

  it('scores checklists 1 point per ticked item out of the number of items', () => {
    const field = fieldOf(provider, 'preparationProcurement.tenderStatements');
    const keys = keysOf(field);
    expect(scoreValue(field, { ...all(keys, 0), [keys[0]!]: 1, [keys[3]!]: 1 })).toMatchObject({
      score: 2,
      maximum: 8,
    });
  });

  it('scores choices by the points of the answer, and leaves choices without points unscored', () => {
    const criterion = fieldOf(office, 'strategicGoals.dominantCriterion');
    expect(
      [
        'LowestPrice',
        'BestPriceQualityRatio',
        'BestPricePerformanceRatio',
        'BestLifecycleCostBenefitRatio',
      ].map((value) => scoreValue(criterion, value).score),
    ).toEqual([0, 3, 3, 5]);
    expect(scoreValue(criterion, 'LowestPrice').maximum).toBe(5);
    expect(isScored(fieldOf(office, 'general.agency'))).toBe(false);
    expect(isScored(fieldOf(provider, 'strategy.differenceToConcurrence'))).toBe(false);
  });

  it('scores yes/no by its points and leaves the procurer band ratings and texts unscored', () => {
    expect(scoreValue(fieldOf(office, 'procurementStrategy.existsStrategy'), 'YES')).toMatchObject({
      score: 5,
      maximum: 5,
    });
    expect(scoreValue(fieldOf(office, 'procurementStrategy.existsStrategy'), 'NO').score).toBe(0);
    expect(scoreValue(fieldOf(project, 'innovationDegree.marketComparability'), 'NO').score).toBe(5);
    for (const path of [
      'information.procurementVolume',
      'information.procurementsPerYear',
      'general.institution',
    ]) {
      expect(isScored(fieldOf(office, path))).toBe(false);
    }
    expect(isScored(fieldOf(project, 'projectInformation.volume'))).toBe(false);
  });

  it('scores only sections with a scored field; the general and other sections are not scored', () => {
    expect(scoredSections(office)).toEqual([
      'strategicGoals',
      'procurementStrategy',
      'innovationCulture',
      'competencies',
      'legitimation',
      'digitalization',
      'strategicToolApplication',
      'procurementToolApplication',
    ]);
    expect(scoredSections(project)).toEqual([
      'information',
      'requirementManagement',
      'allocation',
      'innovationDegree',
    ]);
    expect(scoredSections(provider)).toEqual([
      'product',
      'preparationProcurement',
      'experiencePublicProcurement',
      'strategy',
    ]);
  });
});

describe('the fixed score tables of docs/questionnaire-rules.md §9 (provider expert)', () => {
  const base = extremeAnswers(provider, 'min');
  const scored = (changes: Record<string, Record<string, unknown>>, path: string) =>
    fieldScore(scoreAnswers('provider-expert', withAnswers(base, changes)), path);
  const tendered = { participatedInPublicTender: 3 };

  it('innovation stage: the rank 0–6', () => {
    DevelopmentStatus.values.forEach((status, rank) => {
      expect(scored({ product: { developmentStatus: rank } }, 'product.developmentStatus')).toEqual([
        rank,
        6,
      ]);
    });
    expect(DevelopmentStatus.values).toHaveLength(7);
  });

  it('added value: Yes 3, Probable 1, No 0', () => {
    const points = ['Yes', 'Probable', 'No'].map(
      (value) => scored({ product: { additionalValue: value } }, 'product.additionalValue')?.[0],
    );
    expect(points).toEqual([3, 1, 0]);
  });

  it('frequency of procedures: Never 0, OneToTwo 3, ThreeOrNine 4, TenToTwenty 5, OverTwenty 6', () => {
    const expected = { Never: 0, OneToTwo: 3, ThreeOrNine: 4, TenToTwenty: 5, OverTwenty: 6 };
    const scale = fieldOf(provider, 'experiencePublicProcurement.participatedInPublicTender');
    if (scale.kind !== 'rating') throw new Error('not a rating');
    TenderParticipation.values.forEach((value, index) => {
      const step = scale.scale.steps[index]!;
      expect(step.label).toBe(TenderParticipation.label(value));
      expect(
        scored(
          { experiencePublicProcurement: { participatedInPublicTender: step.value } },
          'experiencePublicProcurement.participatedInPublicTender',
        ),
      ).toEqual([expected[value], 6]);
    });
  });

  it('bidder roles: aloneMainBidder 5, mainBidderWithSubcontractor 5, consortium 4, subcontractor 2, suitabilityLoan 1', () => {
    const expected = {
      aloneMainBidder: 5,
      mainBidderWithSubcontractor: 5,
      consortium: 4,
      subcontractor: 2,
      suitabilityLoan: 1,
    };
    for (const role of BidderRole.values) {
      const ticked = { ...all(BidderRole.values, 0), [role]: 1 };
      expect(
        scored(
          { experiencePublicProcurement: { ...tendered, participationTypeInPublicTender: ticked } },
          'experiencePublicProcurement.participationTypeInPublicTender',
        ),
      ).toEqual([expected[role], 17]);
    }
  });

  it('procedure experience: 1 point each', () => {
    for (const procedure of ProcedureExperience.values) {
      const ticked = { ...all(ProcedureExperience.values, 0), [procedure]: 1 };
      expect(
        scored(
          { experiencePublicProcurement: { ...tendered, participatedInPublicAllocation: ticked } },
          'experiencePublicProcurement.participatedInPublicAllocation',
        ),
      ).toEqual([1, 4]);
    }
  });

  it('comparable contracts: contractsInPublicSector 8, contractsInPrivateSector 4', () => {
    const points = ProductReference.values.map(
      (reference) =>
        scored(
          {
            experiencePublicProcurement: {
              productReferences: { ...all(ProductReference.values, 0), [reference]: 1 },
            },
          },
          'experiencePublicProcurement.productReferences',
        )?.[0],
    );
    expect(Object.fromEntries(ProductReference.values.map((r, i) => [r, points[i]]))).toEqual({
      contractsInPublicSector: 8,
      contractsInPrivateSector: 4,
    });
  });

  it('never tendered: roles and procedures are hidden and count 0 of their maximum', () => {
    const never = scoreAnswers(
      'provider-expert',
      withAnswers(base, { experiencePublicProcurement: { participatedInPublicTender: 0 } }),
    );
    expect(fieldScore(never, 'experiencePublicProcurement.participationTypeInPublicTender')).toEqual([0, 17]);
    expect(fieldScore(never, 'experiencePublicProcurement.participatedInPublicAllocation')).toEqual([0, 4]);
  });
});

describe('hidden fields', () => {
  it('office without a strategy: the strategy statements count with 0 of 45, so no strategy scores below a weak one', () => {
    const none = scoreAnswers(
      'procurement-office',
      withAnswers(sampleAnswers(office), { procurementStrategy: { existsStrategy: 'NO' } }),
    );
    expect(sectionOf(none, 'procurementStrategy')).toEqual([0, 50]);
    const weak = scoreAnswers(
      'procurement-office',
      withAnswers(sampleAnswers(office), {
        procurementStrategy: {
          existsStrategy: 'YES',
          statements: all(keysOf(fieldOf(office, 'procurementStrategy.statements')), 1),
        },
      }),
    );
    expect(sectionOf(weak, 'procurementStrategy')).toEqual([5 + 9, 50]);
  });

  it('project with nothing comparable on the market: advancement and its scopes do not apply', () => {
    const answers = withAnswers(extremeAnswers(project, 'min'), {
      innovationDegree: { marketComparability: 'NO' },
    });
    const scoring = scoreAnswers('procurement-project', answers);
    expect(fieldScore(scoring, 'innovationDegree.advancement')).toBeUndefined();
    expect(fieldScore(scoring, 'innovationDegree.advancementScopes')).toBeUndefined();
    expect(sectionOf(scoring, 'innovationDegree')).toEqual([5, 5 + 65]);
  });
});

/** Crafted forms, each computed by hand (docs/scoring.md shows the arithmetic of one section). */
describe('crafted forms', () => {
  it('procurement office', () => {
    const min = extremeAnswers(office, 'min');
    const goals = keysOf(fieldOf(office, 'strategicGoals.agencyGoals'));
    const strategy = keysOf(fieldOf(office, 'procurementStrategy.statements'));
    const competences = keysOf(fieldOf(office, 'competencies.competencies'));
    const answers = withAnswers(min, {
      strategicGoals: {
        agencyGoals: all(goals, -100), // everything unknown: left out, maximum 0
        consideredStrategicGoals: {
          ...all(keysOf(fieldOf(office, 'strategicGoals.consideredStrategicGoals')), 0),
          EngageStartUps: 1,
          ModernizeAdministration: 1,
        },
        dominantCriterion: 'BestPriceQualityRatio',
      },
      procurementStrategy: { existsStrategy: 'YES', statements: all(strategy, 3) },
      innovationCulture: {
        statements: {
          NewIdeasWithoutFear: 5,
          FailingNotPunished: 4,
          OpinionsAreDiscussed: 3,
          FailingRarelyIsDueToLackingMotivation: -100,
          EmployeesAvoidRisksInAllocation: 4,
          AllocationDoesNotTolerateRisks: 1,
          InnovationEmbracingCulture: 2,
          ErrorCultureEstablished: 0,
        },
        existsStartUpProcurementExperience: 'YES',
        hasStartUpProcurementIndex: 'NoButInterested',
      },
      competencies: {
        competencies: { ...all(competences, 3), [competences[0]!]: -100, [competences[1]!]: -100 },
        existsSupport: 'YES',
        existsMeasures: 'NO',
      },
      digitalization: { existTools: 'NO' },
    });
    expect(submitSchema(office).safeParse(answers).success).toBe(true);
    const scoring = scoreAnswers('procurement-office', answers);
    expect(scoring.sections.map((s) => [s.section, s.score, s.maximum])).toEqual([
      // 2 aims + price-quality 3 + four-step 0 of 9 + frequencies 0 of 55; goals all unknown
      ['strategicGoals', 2 + 3, 5 + 9 + 5 + 55],
      ['procurementStrategy', 5 + 9 * 3, 50],
      // 5 + 4 + 3 + (5 − 4) + (5 − 1) + 2 + 0 = 19 of 7 × 5; start-ups 5 + 2 of 10
      ['innovationCulture', 19 + 5 + 2, 35 + 10],
      // presence: 9 × 3 + 2 × 0 (unknown counts 0); statements 0 (StaffProcurementMoreTime 5 reversed); support 5
      ['competencies', 27 + 0 + 5 + 0, 55 + 35 + 10],
      ['legitimation', 0, 45],
      ['digitalization', 0, 5 + 45],
      ['strategicToolApplication', 0, 85],
      ['procurementToolApplication', 0, 145],
    ]);
    expect([scoring.score, scoring.maximum]).toEqual([95, 594]);
    expect(scoring.passed).toBe(false);
  });

  it('procurement project', () => {
    const answers = withAnswers(extremeAnswers(project, 'min'), {
      information: {
        projectProcurementExperienceExists: 'YES',
        procurementProportions: {
          NewToMarketSolutions: 2,
          NewToAgencySolutions: 1,
          FunctionalSpecification: 0,
          InnovationAsAwardCriterion: 3,
          InnovationFriendlyProcedure: 6,
        },
      },
      requirementManagement: {
        communicationChannel: 'ByMail',
        mostInvolvedGroup: 'Both',
        whenRequirementNotified: 'OnConcreteDemand',
      },
      allocation: {
        assessmentCriteria: {
          DegreeOfInnovation: 5,
          Sustainability: 4,
          SocialAspects: -100,
          LongTermProfitability: 2,
          Feasibility: 2,
          ProfessionalCompetencies: 2,
          UserFriendliness: 2,
        },
        furtherAssessmentCriteriaExist: 'YES',
        performanceDescriptionType: 'Functional',
        procedureType: 'NegotiationProcedure',
        procurementTools: {
          ...all(keysOf(fieldOf(project, 'allocation.procurementTools')), 0),
          MarketExploration: 1,
          LifeCycleCostAnalysis: 1,
          SideOfferings: 1,
        },
      },
      innovationDegree: {
        marketComparability: 'YES',
        advancement: 'YES',
        advancementScopes: {
          ...all(keysOf(fieldOf(project, 'innovationDegree.advancementScopes')), 0),
          Functionality: 1,
          Usability: 1,
          Security: 1,
          OperatingCosts: 1,
        },
        procurementGoalAchievements: all(
          keysOf(fieldOf(project, 'innovationDegree.procurementGoalAchievements')),
          3,
        ),
      },
    });
    expect(submitSchema(project).safeParse(answers).success).toBe(true);
    const scoring = scoreAnswers('procurement-project', answers);
    expect(scoring.sections.map((s) => [s.section, s.score, s.maximum, s.passed])).toEqual([
      ['information', 5 + 12, 5 + 30, true],
      ['requirementManagement', 2 + 5 + 2, 15, true],
      // criteria 5 + 4 + 4 × 2 of 6 × 5 (one unknown); further 5; functional 5; negotiation 4; the 3 tools: no points
      ['allocation', 17 + 5 + 5 + 4, 30 + 5 + 5 + 5, true],
      // comparable 0 of 5, advancement 5, 4 of 9 scopes, goals 13 × 3 of 65
      ['innovationDegree', 0 + 5 + 4 + 39, 5 + 5 + 9 + 65, true],
    ]);
    expect([scoring.score, scoring.maximum]).toEqual([105, 179]);
    expect(scoring.passed).toBe(true); // 108 / 191 = 56.5 %
  });

  it('provider expert: every section at its minimum, the overall share not reached', () => {
    const answers = withAnswers(extremeAnswers(provider, 'min'), {
      product: {
        developmentStatus: 3,
        additionalValue: 'Probable',
        demandFromPublicSector: 'Yes',
        publicSectorStatements: {
          MarketPositionKnown: 1,
          CompetitorsKnown: 1,
          CompetitorThreatKnown: 0,
          CooperationPartnersKnown: 0,
          MarketNicheServed: 0,
          PublicSectorWithHighestDemandKnown: 0,
        },
      },
      preparationProcurement: {
        tenderStatements: {
          ...all(keysOf(fieldOf(provider, 'preparationProcurement.tenderStatements')), 1),
          ValueThresholdsKnown: 0,
          CanAssessEffort: 0,
          PrinciplesOfTenderKnown: 0,
        },
        contactedPublicProcurer: 'YES',
        usedProfessionalSupport: {
          ...all(keysOf(fieldOf(provider, 'preparationProcurement.usedProfessionalSupport')), 0),
          consulting: 1,
        },
      },
      experiencePublicProcurement: {
        marketResearchContactWithPublicProcurer: 'NO',
        participatedInPublicTender: 4,
        participationTypeInPublicTender: { ...all(BidderRole.values, 0), consortium: 1, subcontractor: 1 },
        participatedInPublicAllocation: {
          ...all(ProcedureExperience.values, 0),
          competitionDialog: 1,
          allocation: 1,
        },
        productReferences: { contractsInPublicSector: 0, contractsInPrivateSector: 1 },
      },
      strategy: {
        providerStatements: {
          ...all(keysOf(fieldOf(provider, 'strategy.providerStatements')), 0),
          observation: 1,
          visitEvents: 1,
          entryKOINNOvationsplatz: 1,
        },
        publicProcurerImportance: 'Important',
        publicTenderMonitoring: 'PersonWithMultipleTasks',
      },
    });
    expect(submitSchema(provider).safeParse(answers).success).toBe(true);
    const scoring = scoreAnswers('provider-expert', answers);
    expect(scoring.sections.map((s) => [s.section, s.score, s.maximum, s.passed])).toEqual([
      ['product', 3 + 1 + 3 + 2, 6 + 3 + 3 + 6, true],
      ['preparationProcurement', 5 + 1 + 1, 8 + 1 + 6, true],
      ['experiencePublicProcurement', 0 + 4 + (4 + 2) + 2 + 4, 1 + 6 + 17 + 4 + 12, true],
      ['strategy', 3 + 2 + 1, 9 + 3 + 2, true],
    ]);
    expect([scoring.score, scoring.maximum]).toEqual([38, 87]);
    expect(scoring.reached).toBe(false);
    expect(scoring.passed).toBe(false);
  });
});

describe('thresholds', () => {
  it('has a pass threshold on exactly the scored steps of each questionnaire', () => {
    for (const kind of QuestionnaireKind.values) {
      const { definition } = questionnaires[kind];
      expect(Object.keys(scoringThresholds[kind].sections), kind).toEqual(scoredSections(definition));
    }
  });

  /** Provider answers: product `development` + 6 of 18, preparation 15, experience 8 of 40 (public references), strategy 14. */
  const providerTotal = (productDevelopment: number, experience: Record<string, unknown> = {}) =>
    scoreAnswers(
      'provider-expert',
      withAnswers(extremeAnswers(provider, 'max'), {
        product: {
          developmentStatus: productDevelopment,
          additionalValue: 'No',
          demandFromPublicSector: 'No',
        },
        experiencePublicProcurement: {
          marketResearchContactWithPublicProcurer: 'NO',
          participatedInPublicTender: 0,
          productReferences: { contractsInPublicSector: 1, contractsInPrivateSector: 0 },
          ...experience,
        },
      }),
    );

  it('overall 50 %: 43 of 87 fails, 44 of 87 passes, 45 of 87 passes', () => {
    const results = [0, 1, 2].map((development) => providerTotal(development));
    expect(results.map((s) => [s.score, s.maximum])).toEqual([
      [43, 87],
      [44, 87],
      [45, 87],
    ]);
    expect(results.map((s) => s.sections.every((section) => section.passed))).toEqual([true, true, true]);
    expect(results.map((s) => s.passed)).toEqual([false, true, true]);
  });

  it('a section at its minimum passes, just below fails the questionnaire although the overall share is reached', () => {
    const experience = (
      references: { contractsInPublicSector: number; contractsInPrivateSector: number },
      contact: string,
    ) =>
      providerTotal(6, { productReferences: references, marketResearchContactWithPublicProcurer: contact });
    const below = experience({ contractsInPublicSector: 0, contractsInPrivateSector: 1 }, 'YES'); // 5 of 40
    const at = experience({ contractsInPublicSector: 1, contractsInPrivateSector: 0 }, 'NO'); // 8 of 40 = 20 %
    const above = experience({ contractsInPublicSector: 1, contractsInPrivateSector: 0 }, 'YES'); // 9 of 40
    const shares = [below, at, above].map((s) => sectionOf(s, 'experiencePublicProcurement'));
    expect(shares).toEqual([
      [5, 40],
      [8, 40],
      [9, 40],
    ]);
    expect([below, at, above].map((s) => s.reached)).toEqual([true, true, true]);
    expect([below, at, above].map((s) => s.passed)).toEqual([false, true, true]);
    expect(below.sections.find((s) => s.section === 'experiencePublicProcurement')?.threshold).toBe(0.2);
  });

  it('office competencies 30 %: 29, 30 and 31 of 100', () => {
    const keys = keysOf(fieldOf(office, 'competencies.competencies'));
    /** The competencies rated as given, the rest 0; everything else in the section at its minimum. */
    const competencies = (values: number[]) =>
      scoreAnswers(
        'procurement-office',
        withAnswers(extremeAnswers(office, 'min'), {
          competencies: {
            competencies: Object.fromEntries(keys.map((key, index) => [key, values[index] ?? 0])),
          },
        }),
      ).sections.find((s) => s.section === 'competencies');
    const below = competencies([5, 5, 5, 5, 5, 4]);
    const at = competencies([5, 5, 5, 5, 5, 5]);
    const above = competencies([5, 5, 5, 5, 5, 5, 1]);
    expect([below, at, above].map((s) => [s?.score, s?.maximum, s?.passed])).toEqual([
      [29, 100, false],
      [30, 100, true],
      [31, 100, true],
    ]);
  });
});

describe('the extremes', () => {
  it.each(QuestionnaireKind.values)('%s: the best answers pass with every point, the worst fail', (kind) => {
    const { definition } = questionnaires[kind];
    const best = extremeAnswers(definition, 'max');
    const worst = extremeAnswers(definition, 'min');
    expect(submitSchema(definition).safeParse(best).success).toBe(true);
    expect(submitSchema(definition).safeParse(worst).success).toBe(true);
    const high = scoreAnswers(kind, best);
    expect(high.score).toBe(high.maximum);
    expect(high.passed).toBe(true);
    const low = scoreAnswers(kind, worst);
    expect(low.score).toBe(0);
    expect(low.passed).toBe(false);
  });

  it('sample answers of every variant score within their maxima and are deterministic', () => {
    for (const kind of QuestionnaireKind.values) {
      for (const variant of [0, 1, 2, 3]) {
        const answers = sampleAnswers(questionnaires[kind].definition, variant);
        const scoring = scoreAnswers(kind, answers);
        for (const section of scoring.sections) expect(section.score).toBeLessThanOrEqual(section.maximum);
        expect(scoreAnswers(kind, answers)).toEqual(scoring);
      }
    }
  });
});
