import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  evaluate,
  peerAttributes,
  questionnaires as registry,
  QuestionnaireKind,
  type EvaluationResult,
} from '@cert/domain';
import type { DatabaseHandle } from '../../src/db/client';
import { evaluationShares, questionnaires, submissionFacts } from '../../src/db/schema';
import { migrationsDir } from '../../src/lib/paths';
import { createTestDatabase } from '../helpers/database';
import { insertOrganization } from '../helpers/organizations';
import { sampleAnswers } from '@cert/domain/testing';

/**
 * Migration 0012 fills the insights' tables from the submissions stored before them. Its INSERT statements run
 * again here over submissions without facts; what they write must be what the submit writes (peerAttributes and
 * the evaluation's shares), so the migration's answer paths cannot drift from the domain's unnoticed.
 */
const backfill = readFileSync(path.join(migrationsDir, '0012_insights.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .filter((statement) => /^\s*(--[^\n]*\n\s*)*INSERT/.test(statement));

describe('migration 0012: facts and shares of stored submissions', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('writes for every evaluated submission what the submit would, and nothing for drafts', async () => {
    expect(backfill).toHaveLength(2);
    const db = database.db;
    const stored: Array<{
      id: string;
      kind: QuestionnaireKind;
      evaluation: EvaluationResult;
      answers: object;
    }> = [];
    for (const [index, kind] of QuestionnaireKind.values.entries()) {
      const organizationId = await insertOrganization(db, {});
      const answers = sampleAnswers(registry[kind].definition, index);
      const evaluation = evaluate(kind, answers, 'Stelle');
      const [row] = await db
        .insert(questionnaires)
        .values({ kind, organizationId, answers, evaluation, submittedAt: new Date(), state: 'FAILED' })
        .returning({ id: questionnaires.id });
      stored.push({ id: row!.id, kind, evaluation, answers });
      // A draft of the same organisation: no facts.
      await db.insert(questionnaires).values({ kind, organizationId, answers });
    }

    for (const statement of backfill) await db.execute(sql.raw(statement));

    const facts = await db.select().from(submissionFacts);
    expect(facts).toHaveLength(stored.length);
    for (const { id, kind, evaluation, answers } of stored) {
      const [fact] = facts.filter((row) => row.questionnaireId === id);
      const attributes = peerAttributes(kind, answers as never);
      expect(Object.keys(attributes).length, kind).toBeGreaterThan(0);
      expect(fact, kind).toMatchObject({
        kind,
        passed: false,
        // One submission per organisation: each is its organisation's latest.
        latest: true,
        agencyLevel: attributes.agencyLevel ?? null,
        agencySize: attributes.agencySize ?? null,
        companySize: attributes.companySize ?? null,
        businessSector: attributes.businessSector ?? null,
      });
      const shares = await db
        .select({ section: evaluationShares.section, share: evaluationShares.share })
        .from(evaluationShares)
        .where(eq(evaluationShares.questionnaireId, id))
        .orderBy(asc(evaluationShares.section));
      expect(shares).toEqual(
        [
          ...evaluation.evaluatedItems.map((item) => ({ section: item.section, share: item.share })),
          { section: 'total', share: evaluation.total.share },
        ].sort((a, b) => a.section.localeCompare(b.section)),
      );
    }
  });
});
