import { and, eq, isNotNull } from 'drizzle-orm';
import { evaluate, type QuestionnaireKind } from '@cert/domain';
import type { Database } from '../../db/client';
import { organizations, questionnaires } from '../../db/schema';
import { recordSubmissionFacts } from '../insights';

/** A submitted record of the kind with its organisation's name; undefined for drafts and unknown ids. */
export async function loadSubmission(db: Database, kind: QuestionnaireKind, id: string) {
  const [row] = await db
    .select({ record: questionnaires, organizationName: organizations.name })
    .from(questionnaires)
    .innerJoin(organizations, eq(organizations.id, questionnaires.organizationId))
    .where(
      and(eq(questionnaires.id, id), eq(questionnaires.kind, kind), isNotNull(questionnaires.submittedAt)),
    );
  return row;
}

/**
 * A submission stored before results were (migration 0004) has none: it is evaluated once, from its stored
 * answers, dated at its submission, and kept from then on like every other result, with its facts for the
 * insights (ADR 042).
 */
export async function storedEvaluation(
  db: Database,
  kind: QuestionnaireKind,
  row: NonNullable<Awaited<ReturnType<typeof loadSubmission>>>,
) {
  const { record } = row;
  if (record.evaluation) return record;
  const evaluation = evaluate(kind, record.answers, row.organizationName);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(questionnaires)
      .set({
        evaluation,
        scoringVersion: evaluation.scoringVersion,
        state: evaluation.passed ? 'PASSED' : 'FAILED',
        stateUpdatedAt: record.submittedAt!,
      })
      .where(and(eq(questionnaires.id, record.id), isNotNull(questionnaires.submittedAt)))
      .returning();
    if (!updated) return record;
    await recordSubmissionFacts(tx, { ...updated, kind, submittedAt: updated.submittedAt!, evaluation });
    return updated;
  });
}
