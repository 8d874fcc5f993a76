import { describe, expect, it } from 'vitest';
import {
  evaluationResultSchema,
  evaluationResultSchemaOf,
  providerEvaluationResultSchema,
} from './evaluation-model';
import { initialAnswers, normalizeSubmission } from '../questionnaires/answers';
import type { Field } from '../questionnaires/definition';
import { questionnaires, QuestionnaireKind } from '../questionnaires/registry';
import { adviceOf } from './advice';
import { evaluate, RECOMMENDATIONS_HINT } from './evaluate';
import { isScored } from './score';
import { extremeAnswers, sampleAnswers, withAnswers } from '../testing';

const kinds = QuestionnaireKind.values;

describe('evaluate()', () => {
  it.each(kinds)('%s: the result parses with the schema of its evaluate call', (kind) => {
    const { definition } = questionnaires[kind];
    for (const answers of [
      sampleAnswers(definition),
      extremeAnswers(definition, 'max'),
      extremeAnswers(definition, 'min'),
    ]) {
      const result = evaluate(kind, answers, 'Organisation');
      expect(evaluationResultSchemaOf(kind).safeParse(result).success).toBe(true);
      expect(evaluationResultSchema.safeParse(result).success).toBe(true);
    }
  });

  it('gives the provider exactly the six sections of the spec', () => {
    const result = evaluate(
      'provider-expert',
      sampleAnswers(questionnaires['provider-expert'].definition),
      'X',
    );
    expect(Object.keys(result.detailedEvaluations).sort()).toEqual(
      [
        'general',
        'product',
        'other',
        'strategy',
        'preparationProcurement',
        'experiencePublicProcurement',
      ].sort(),
    );
    expect(
      providerEvaluationResultSchema.safeParse({
        ...result,
        detailedEvaluations: {
          ...result.detailedEvaluations,
          extra: { positiveResults: [], recommendations: [] },
        },
      }).success,
    ).toBe(false);
  });

  it('gives procurers a detailed evaluation for each of their sections', () => {
    for (const kind of ['procurement-office', 'procurement-project'] as const) {
      const { definition } = questionnaires[kind];
      const result = evaluate(kind, sampleAnswers(definition), 'X');
      expect(Object.keys(result.detailedEvaluations)).toEqual(definition.steps.map((step) => step.section));
    }
  });

  it('names the institution answered, else the organisation', () => {
    const { definition } = questionnaires['procurement-office'];
    const answers = withAnswers(sampleAnswers(definition), {
      general: { institution: '  Stadt Beispielstadt ' },
    });
    expect(evaluate('procurement-office', answers, 'Org').certificatedParty).toBe('Stadt Beispielstadt');
    const without = withAnswers(answers, { general: { institution: '' } });
    expect(evaluate('procurement-office', without, 'Org').certificatedParty).toBe('Org');
  });

  it('reports per scored section score, maximum, share, threshold and passed, and the total', () => {
    const { definition } = questionnaires['provider-expert'];
    const result = evaluate('provider-expert', extremeAnswers(definition, 'max'), 'X');
    expect(result.evaluatedItems[0]).toEqual({
      section: 'product',
      title: 'Produkt und Markt',
      score: 18,
      maximum: 18,
      share: 1,
      threshold: 0.3,
      passed: true,
    });
    expect(result.total).toEqual({ score: 87, maximum: 87, share: 1, threshold: 0.5, passed: true });
    expect(result.passed).toBe(true);
    expect(result.scoringVersion).toMatch(/^\d+\.\d+\.\d+$/);
  });
});

describe('recommendations and positive results', () => {
  it.each(kinds)(
    '%s: every participant gets the next step of a pass or a fail, apart from the sections',
    (kind) => {
      const { definition } = questionnaires[kind];
      for (const answers of [
        extremeAnswers(definition, 'max'),
        extremeAnswers(definition, 'min'),
        sampleAnswers(definition, 1),
      ]) {
        const result = evaluate(kind, answers, 'X');
        const { nextStep } = adviceOf(kind);
        const recommendations = Object.values(result.detailedEvaluations).flatMap((d) => d.recommendations);
        // The hint to the recommendations only where there are some.
        const step = result.passed ? nextStep.passed : nextStep.failed;
        expect(result.nextStep).toBe(recommendations.length > 0 ? `${step} ${RECOMMENDATIONS_HINT}` : step);
        expect(`${nextStep.passed} ${nextStep.failed}`).not.toMatch(/Empfehlung/);
        expect(recommendations).not.toContain(nextStep.passed);
        expect(recommendations).not.toContain(nextStep.failed);
      }
    },
  );

  it.each(kinds)(
    '%s: strong answers get positive results, weak ones recommendations for every scored field',
    (kind) => {
      const { definition } = questionnaires[kind];
      const advice = adviceOf(kind);
      const best = evaluate(kind, extremeAnswers(definition, 'max'), 'X');
      const worst = evaluate(kind, extremeAnswers(definition, 'min'), 'X');
      const positives = Object.values(best.detailedEvaluations).flatMap((d) => d.positiveResults);
      const recommendations = Object.values(worst.detailedEvaluations).flatMap((d) => d.recommendations);
      expect(Object.values(best.detailedEvaluations).flatMap((d) => d.recommendations)).toEqual([]);
      expect(best.nextStep).toBe(advice.nextStep.passed);
      expect(Object.values(worst.detailedEvaluations).flatMap((d) => d.positiveResults)).toEqual([]);
      for (const step of definition.steps) {
        for (const field of step.fields.filter(isScored)) {
          const path = `${step.section}.${field.key}`;
          const texts = advice.fields[path]!;
          // A field that does not apply at the best answer (e.g. advancement when nothing comparable exists) is not praised.
          if (!field.notApplicableWhenHidden) expect(positives, path).toContain(texts.positive);
        }
      }
      // The worst answers: every visible scored field gets its recommendation (hidden fields are covered by the question that hides them).
      for (const step of definition.steps) {
        for (const field of step.fields.filter(isScored)) {
          if (field.visibleWhen) continue;
          expect(recommendations, `${step.section}.${field.key}`).toContain(
            advice.fields[`${step.section}.${field.key}`]!.recommendation,
          );
        }
      }
    },
  );

  it('gives item advice for a weak single statement: office without market exploration, error culture and early involvement', () => {
    const { definition } = questionnaires['procurement-office'];
    const answers = withAnswers(extremeAnswers(definition, 'max'), {
      procurementToolApplication: {
        tools: {
          ...(extremeAnswers(definition, 'max').procurementToolApplication?.tools as object),
          MarketExploration: 1,
        },
      },
      innovationCulture: {
        statements: {
          ...(extremeAnswers(definition, 'max').innovationCulture?.statements as object),
          ErrorCultureEstablished: 2,
          AllocationDoesNotTolerateRisks: 4,
        },
      },
    });
    const result = evaluate('procurement-office', answers, 'X');
    const advice = adviceOf('procurement-office');
    expect(result.detailedEvaluations.procurementToolApplication?.recommendations).toEqual([
      advice.items['procurementToolApplication.tools.MarketExploration']!.recommendation,
    ]);
    expect(result.detailedEvaluations.innovationCulture?.recommendations).toEqual([
      advice.items['innovationCulture.statements.AllocationDoesNotTolerateRisks']!.recommendation,
      advice.items['innovationCulture.statements.ErrorCultureEstablished']!.recommendation,
    ]);
    // The field as a whole is still strong.
    expect(result.detailedEvaluations.procurementToolApplication?.positiveResults).toContain(
      advice.fields['procurementToolApplication.tools']!.positive,
    );
  });

  it('advises an office without a strategy once, by the strategy question', () => {
    const { definition } = questionnaires['procurement-office'];
    const answers = withAnswers(extremeAnswers(definition, 'max'), {
      procurementStrategy: { existsStrategy: 'NO' },
    });
    const result = evaluate('procurement-office', answers, 'X');
    expect(result.detailedEvaluations.procurementStrategy).toEqual({
      positiveResults: [],
      recommendations: [
        adviceOf('procurement-office').fields['procurementStrategy.existsStrategy']!.recommendation,
      ],
    });
    expect(result.passed).toBe(false);
    expect(result.total.passed).toBe(true);
  });

  it('never tells an office to start what it is praised for doing: life-cycle costs used, but hard to follow', () => {
    const { definition } = questionnaires['procurement-office'];
    const best = extremeAnswers(definition, 'max');
    const worst = extremeAnswers(definition, 'min');
    const key = 'DifficultToFollowPrincipleOfLifecycleCosts';
    const answers = withAnswers(best, {
      legitimation: {
        statements: {
          ...(best.legitimation!.statements as object),
          [key]: (worst.legitimation!.statements as Record<string, unknown>)[key],
        },
      },
    });
    const result = evaluate('procurement-office', answers, 'X');
    const advice = adviceOf('procurement-office');
    expect(result.detailedEvaluations.procurementToolApplication!.positiveResults).toContain(
      advice.items['procurementToolApplication.tools.LifeCycleCostAnalysis']!.positive,
    );
    const recommendation = advice.items[`legitimation.statements.${key}`]!.recommendation;
    expect(result.detailedEvaluations.legitimation!.recommendations).toEqual([recommendation]);
    // The advice addresses the difficulty, not a practice the office already has.
    expect(recommendation).not.toMatch(/zur Regel|Beginnen Sie|Führen Sie .* ein/);
  });
});

const fieldsOf = (kind: QuestionnaireKind) =>
  questionnaires[kind].definition.steps.flatMap((step) =>
    step.fields.map((field) => ({ path: `${step.section}.${field.key}`, field })),
  );
const itemKeys = (field: Field) =>
  field.kind === 'matrix'
    ? field.statements.map((s) => s.key)
    : field.kind === 'checklist'
      ? field.items.map((i) => i.key)
      : [];

describe('advice only from what was answered', () => {
  const kind = 'procurement-project';
  const { definition } = questionnaires[kind];
  const tools = adviceOf(kind).items['allocation.procurementTools.MarketExploration']!.recommendation;
  const withoutTools = () => {
    const answers = sampleAnswers(definition);
    delete (answers.allocation as Record<string, unknown>).procurementTools;
    return answers;
  };

  it('recommends nothing about a checklist a client never asked, and stores it as not answered', () => {
    const answers = withoutTools();
    const advice = Object.values(evaluate(kind, answers, 'Amt').detailedEvaluations).flatMap(
      (section) => section.recommendations,
    );
    expect(advice).not.toContain(tools);
    expect(normalizeSubmission(definition, answers).allocation).not.toHaveProperty('procurementTools');
  });

  it('recommends from a checklist shown and left unticked (the screen starts it so)', () => {
    const answers = withoutTools();
    (answers.allocation as Record<string, unknown>).procurementTools = (
      initialAnswers(definition).allocation as Record<string, unknown>
    ).procurementTools;
    const advice = Object.values(evaluate(kind, answers, 'Amt').detailedEvaluations).flatMap(
      (section) => section.recommendations,
    );
    expect(advice).toContain(tools);
  });
});

describe('advice coverage', () => {
  it.each(kinds)('%s: every scored field has a recommendation and a positive result', (kind) => {
    const advice = adviceOf(kind);
    const missing = fieldsOf(kind)
      .filter(({ field }) => isScored(field))
      .filter(({ path }) => !advice.fields[path]?.recommendation || !advice.fields[path]?.positive)
      .map(({ path }) => path);
    expect(missing, 'scored fields without advice').toEqual([]);
  });

  it.each(kinds)(
    '%s: every advice key names a scored field or checklist, or one of their statements or items',
    (kind) => {
      const advice = adviceOf(kind);
      // A checklist worth no points still gives advice (ADR 049).
      const scored = new Map(
        fieldsOf(kind)
          .filter(({ field }) => isScored(field) || field.kind === 'checklist')
          .map(({ path, field }) => [path, field]),
      );
      expect(Object.keys(advice.fields).filter((path) => !scored.has(path))).toEqual([]);
      const stale = Object.keys(advice.items).filter((path) => {
        const field = scored.get(path.split('.').slice(0, 2).join('.'));
        return !field || !itemKeys(field).includes(path.split('.')[2] ?? '');
      });
      expect(stale).toEqual([]);
    },
  );

  it.each(kinds)('%s: texts are German sentences in the Sie-form, short enough to read', (kind) => {
    const advice = adviceOf(kind);
    const texts = [
      ...Object.values(advice.fields).flatMap((t) => (t ? [t.recommendation, t.positive] : [])),
      ...Object.values(advice.items).flatMap((t) =>
        t ? [t.recommendation, ...(t.positive ? [t.positive] : [])] : [],
      ),
      advice.nextStep.passed,
      advice.nextStep.failed,
    ];
    for (const text of texts) {
      expect(text, text).toMatch(/^[A-ZÄÖÜ].*[.!]$/s);
      expect(text.length, text).toBeLessThanOrEqual(420);
      expect(text, text).not.toMatch(/\b(du|dein|deine|dich|dir)\b/i);
      expect(text, text).not.toMatch(/https?:|www\./);
    }
    expect(new Set(texts).size).toBe(texts.length);
  });
});
