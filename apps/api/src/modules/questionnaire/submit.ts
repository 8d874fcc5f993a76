import { eq } from 'drizzle-orm';
import {
  ErrorCode,
  evaluate,
  inRetentionMessage,
  retentionInfo,
  type QuestionnaireAnswers,
  type QuestionnaireKind,
} from '@cert/domain';
import type { Database } from '../../db/client';
import { organizations } from '../../db/schema';
import { conflict, HttpError } from '../../lib/http-error';
import { refreshJourney, requireLevelOpen } from '../journey';
import { recordSubmissionFacts } from '../insights';
import { currentResult, storeSubmission, type QuestionnaireRow } from './repository';

/**
 * Submits a draft of the organisation (docs/questionnaire-rules.md §4, ADR 013, ADR 014), in one transaction that
 * first locks the organisation's row, so that two submits of one organisation check its journey and its results in
 * turn: 409 LEVEL_NOT_OPEN before the questionnaire's level opens, 409 IN_RETENTION while a failed result of the
 * kind keeps the organisation waiting, 409 when the expected version is stale or the draft was submitted meanwhile. The
 * evaluation is computed here from the answers as stored (the submit schema's output), never from client input;
 * its facts for the insights (ADR 042) and the journey are written in the same transaction.
 */
export async function submitQuestionnaire(
  db: Database,
  kind: QuestionnaireKind,
  id: string,
  submit: { organizationId: string; versions: number[] | null; answers: QuestionnaireAnswers; now: Date },
): Promise<QuestionnaireRow> {
  const { organizationId, now } = submit;
  return db.transaction(async (tx) => {
    const [organization] = await tx
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('update');
    await requireLevelOpen(tx, organizationId, { kind: 'questionnaire', questionnaire: kind }, now);
    const retention = retentionInfo(await currentResult(tx, organizationId, kind), now);
    if (retention.isInRetention && retention.endDate) {
      throw new HttpError(409, ErrorCode.InRetention, inRetentionMessage(retention.endDate));
    }
    const evaluation = evaluate(kind, submit.answers, organization?.name ?? '');
    const row = await storeSubmission(tx, kind, id, { ...submit, evaluation });
    if (!row) throw conflict();
    await recordSubmissionFacts(tx, { ...row, kind, submittedAt: row.submittedAt!, evaluation });
    await refreshJourney(tx, organizationId, now, { organizationActivity: true });
    return row;
  });
}
