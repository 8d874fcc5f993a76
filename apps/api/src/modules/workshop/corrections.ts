import { and, eq } from 'drizzle-orm';
import { ErrorCode, type WorkshopResult } from '@cert/domain';
import type { Database } from '../../db/client';
import { workshopReports, workshopResults } from '../../db/schema';
import { HttpError, notFound } from '../../lib/http-error';
import {
  finishCorrection,
  lockJourneyOrganization,
  requireLevelOpen,
  requireNotInFuture,
  workshopWords,
  type Correction,
  type CorrectionInput,
  type RecordDecisionMails,
} from '../journey';
import { claimReport, loadWorkshopResult, reportMessages } from './repository';

/** Corrects a workshop result in place (date, passed, comment) with a reason; as correctProviderRecord. */
export async function correctWorkshopResult(
  db: Database,
  input: CorrectionInput & {
    performedAt: string;
    passed: boolean;
    comment: string | null;
    reportRef?: string;
  },
  recordMails: RecordDecisionMails,
): Promise<Correction<WorkshopResult>> {
  const { now, actorId, reason } = input;
  requireNotInFuture(input.performedAt, now);
  return db.transaction(async (tx) => {
    const organization = await lockJourneyOrganization(tx, input.organizationId, 'procurement');
    const [old] = await tx
      .select()
      .from(workshopResults)
      .where(and(eq(workshopResults.id, input.recordId), eq(workshopResults.organizationId, organization.id)))
      .for('update');
    if (!old) throw notFound();
    // A new report replaces the old one as recording takes one (uploaded and checked, then claimed); the old file
    // stays, named in the audit entry.
    const replaced = input.reportRef !== undefined && input.reportRef !== old.reportRef;
    if (replaced) {
      const claim = await claimReport(tx, input.reportRef!, organization.id);
      if (claim !== 'claimed')
        throw new HttpError(400, ErrorCode.ValidationFailed, undefined, [
          { path: 'reportRef', code: 'report', message: reportMessages[claim] },
        ]);
    }
    await tx
      .update(workshopResults)
      .set({
        performedAt: input.performedAt,
        passed: input.passed,
        comment: input.comment,
        ...(replaced ? { reportRef: input.reportRef! } : {}),
      })
      .where(eq(workshopResults.id, old.id));
    await requireLevelOpen(
      tx,
      organization.id,
      { kind: 'workshop', branch: old.type, performedAt: input.performedAt },
      now,
    );
    const oldReport = replaced ? await reportName(tx, old.reportRef) : null;
    const before = workshopWords(old) + (oldReport ? ` mit dem Bericht „${oldReport}“` : '');
    const after =
      workshopWords({ ...old, performedAt: input.performedAt, passed: input.passed }) +
      (replaced ? ` mit dem Bericht „${await reportName(tx, input.reportRef!)}“` : '');
    const mailIds = await finishCorrection(
      tx,
      organization,
      { before, after, recordId: old.id, reason, actorId, now },
      recordMails,
    );
    return { record: await loadWorkshopResult(tx, old.id), mailIds };
  });
}

/** A report's file name, for the words of a correction. */
async function reportName(tx: Database, reportRef: string): Promise<string> {
  const [report] = await tx
    .select({ fileName: workshopReports.fileName })
    .from(workshopReports)
    .where(eq(workshopReports.id, reportRef));
  return report?.fileName ?? reportRef;
}
