import { peerAttributes, type EvaluationResult, type QuestionnaireKind } from '@cert/domain';
import type { Database } from '../../db/client';
import { evaluationShares, submissionFacts } from '../../db/schema';

/** The section key under which a submission's overall share is stored beside its sections' (docs/insights.md). */
export const TOTAL_SECTION = 'total';

/**
 * Writes what the insights count of one submission (ADR 042): its facts and every scored section's share. Called
 * in the transaction that stores the evaluation; a second call for the same submission changes nothing.
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
  const { id, evaluation } = submission;
  const inserted = await tx
    .insert(submissionFacts)
    .values({
      questionnaireId: id,
      organizationId: submission.organizationId,
      kind: submission.kind,
      submittedAt: submission.submittedAt,
      passed: evaluation.passed,
      ...peerAttributes(submission.kind, submission.answers),
    })
    .onConflictDoNothing()
    .returning({ id: submissionFacts.questionnaireId });
  if (inserted.length === 0) return;
  await tx.insert(evaluationShares).values([
    ...evaluation.evaluatedItems.map((item) => ({
      questionnaireId: id,
      section: item.section,
      share: item.share,
    })),
    { questionnaireId: id, section: TOTAL_SECTION, share: evaluation.total.share },
  ]);
}
