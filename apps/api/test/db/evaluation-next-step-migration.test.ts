import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adviceOf,
  evaluate,
  questionnaires as registry,
  RECOMMENDATIONS_HINT,
  type EvaluationResult,
} from '@cert/domain';
import type { DatabaseHandle } from '../../src/db/client';
import { questionnaires } from '../../src/db/schema';
import { migrationsDir } from '../../src/lib/paths';
import { createTestDatabase } from '../helpers/database';
import { insertOrganization } from '../helpers/organizations';
import { extremeAnswers } from '@cert/domain/testing';

/**
 * Migration 0011 moves the next step of stored evaluations, which was the first recommendation of their first
 * section, into a field of its own. Its statement runs again here over evaluations in the earlier shape.
 */
const migration = readFileSync(path.join(migrationsDir, '0011_evaluation_next_step.sql'), 'utf8');

/** An evaluation as it was stored before: no nextStep, the next step first in general's recommendations. */
function storedBefore(result: EvaluationResult): Record<string, unknown> {
  const { nextStep, ...rest } = result;
  const general = rest.detailedEvaluations.general!;
  return {
    ...rest,
    detailedEvaluations: {
      ...rest.detailedEvaluations,
      general: { ...general, recommendations: [nextStep, ...general.recommendations] },
    },
  };
}

describe('migration 0011: the next step of stored evaluations', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('becomes a field of its own; general keeps the rest; a current evaluation is left alone', async () => {
    const kind = 'procurement-office';
    const { definition } = registry[kind];
    const passed = evaluate(kind, extremeAnswers(definition, 'max'), 'Stadt');
    const failed = evaluate(kind, extremeAnswers(definition, 'min'), 'Stadt');
    expect([passed.passed, failed.passed]).toEqual([true, false]);
    const organizationId = await insertOrganization(database.db, {});
    const insert = async (evaluation: unknown) => {
      const [row] = await database.db
        .insert(questionnaires)
        .values({ kind, organizationId, answers: {}, evaluation: evaluation as EvaluationResult })
        .returning({ id: questionnaires.id });
      return row!.id;
    };
    const oldPassed = await insert(storedBefore(passed));
    const oldFailed = await insert(storedBefore(failed));
    const current = await insert(passed);

    await database.db.execute(sql.raw(migration));
    await database.db.execute(sql.raw(migration));

    const evaluationOf = async (id: string) =>
      (await database.db.select().from(questionnaires).where(eq(questionnaires.id, id)))[0]!.evaluation;
    expect(await evaluationOf(oldPassed)).toEqual(passed);
    expect(await evaluationOf(oldFailed)).toEqual(failed);
    // The advice's next step of a fail, with the pointer to the recommendations this evaluation has.
    expect((await evaluationOf(oldFailed))!.nextStep).toBe(
      `${adviceOf(kind).nextStep.failed} ${RECOMMENDATIONS_HINT}`,
    );
    expect(await evaluationOf(current)).toEqual(passed);
  });
});
