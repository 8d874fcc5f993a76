import { peerAttributes, type EvaluationResult, type QuestionnaireKind } from '@cert/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { evaluationShares, submissionFacts } from '../../db/schema';

/** The section key under which a submission's overall share is stored beside its sections' (docs/insights.md). */
export const TOTAL_SECTION = 'total';

/**
 * Writes what the insights count of one submission (ADR 042): its facts and every scored section's share. Called
 * in the transaction that stores the evaluation; a second call for the same submission changes nothing. Keeps
 * the organisation's latest submission of the kind marked, which is what a peer group is made of.
 */
export async function recordSubmissionFacts(
  tx: Database,
  submission: {
    id: string;
    organizationId: string;
    kind: QuestionnaireKind;
    submittedAt: Date;
    answers: Parameters<typeof peerAttributes>[1];
    evaluation: EvaluationResult;
  },
): Promise<void> {
  const { id, evaluation, organizationId, kind } = submission;
  const inserted = await tx
    .insert(submissionFacts)
    .values({
      questionnaireId: id,
      organizationId,
      kind,
      submittedAt: submission.submittedAt,
      passed: evaluation.passed,
      ...peerAttributes(kind, submission.answers),
    })
    .onConflictDoNothing()
    .returning({ id: submissionFacts.questionnaireId });
  if (inserted.length === 0) return;
  await tx
    .insert(evaluationShares)
    .values(
      [
        ...evaluation.evaluatedItems.map((item) => ({ section: item.section, share: item.share })),
        { section: TOTAL_SECTION, share: evaluation.total.share },
      ].map((share) => ({ ...share, questionnaireId: id, kind, organizationId })),
    );
  await markLatest(tx, organizationId, kind);
}

/**
 * Marks the organisation's latest submission of the kind, on its facts and its shares, and no other: usually the one
 * just written, but a submission evaluated late (before migration 0004) may be older than another.
 */
async function markLatest(tx: Database, organizationId: string, kind: QuestionnaireKind) {
  const [latest] = await tx
    .select({ id: submissionFacts.questionnaireId })
    .from(submissionFacts)
    .where(and(eq(submissionFacts.organizationId, organizationId), eq(submissionFacts.kind, kind)))
    .orderBy(desc(submissionFacts.submittedAt))
    .limit(1);
  for (const table of [submissionFacts, evaluationShares]) {
    const isLatest = sql`${table.questionnaireId} = ${latest!.id}`;
    await tx
      .update(table)
      .set({ latest: isLatest })
      .where(
        and(
          eq(table.organizationId, organizationId),
          eq(table.kind, kind),
          sql`${table.latest} IS DISTINCT FROM (${isLatest})`,
        ),
      );
  }
}
