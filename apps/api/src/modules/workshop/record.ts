import { ErrorCode, type WorkshopResult } from '@cert/domain';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { HttpError } from '../../lib/http-error';
import {
  closeWorkshopRequests,
  lockJourneyOrganization,
  refreshJourney,
  requireLevelOpen,
  requirePerformedAtInWindow,
  type RecordDecisionMails,
} from '../journey';
import { claimReport, insertWorkshopResult, reportMessages, type NewWorkshopResult } from './repository';

/**
 * A platform admin records a workshop result of a procurer's branch with its uploaded report (ADR 014): 400 at
 * performedAt outside the date picker's window and at reportRef for a report that is missing or another
 * organisation's; 404/409 for an organisation that does not walk the procurement path; 409 LEVEL_NOT_OPEN before the
 * branch's silver level opens. Report, result, audit row, journey row and the
 * organisation's mails (ADR 063) in one transaction that locks the organisation.
 */
export async function recordWorkshopResult(
  db: Database,
  input: NewWorkshopResult,
  recordMails: RecordDecisionMails,
): Promise<{ result: WorkshopResult; mailIds: string[] }> {
  const { now, recordedBy: actorId } = input;
  requirePerformedAtInWindow(input.performedAt, now);
  return db.transaction(async (tx) => {
    const organization = await lockJourneyOrganization(tx, input.organizationId, 'procurement');
    await requireLevelOpen(
      tx,
      organization.id,
      { kind: 'workshop', branch: input.type, performedAt: input.performedAt },
      now,
    );
    const claim = await claimReport(tx, input.reportRef, organization.id);
    if (claim !== 'claimed') {
      throw new HttpError(400, ErrorCode.ValidationFailed, undefined, [
        { path: 'reportRef', code: 'report', message: reportMessages[claim] },
      ]);
    }
    const result = await insertWorkshopResult(tx, { ...input, organizationId: organization.id });
    await recordAudit(tx, {
      action: 'workshop.recorded',
      actorId,
      organizationId: organization.id,
      subjectId: result._id,
      comment: result.comment,
      now,
    });
    // The result answers the branch's workshop request, if the organisation asked for one.
    await closeWorkshopRequests(tx, organization.id, input.type, actorId, now);
    await refreshJourney(tx, organization.id, now);
    const mailIds = await recordMails(tx, organization, {
      kind: 'workshop',
      branch: result.type,
      passed: result.passed,
      performedAt: result.performedAt,
      comment: result.comment,
    });
    return { result, mailIds };
  });
}
