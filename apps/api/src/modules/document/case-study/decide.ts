import { caseStudyMessages, type CaseStudyKind, type CertificateLevel } from '@cert/domain';
import type { Database } from '../../../db/client';
import { recordAudit } from '../../../lib/audit';
import { conflict, notFound } from '../../../lib/http-error';
import { refreshJourney } from '../../journey';
import { organizationName } from '../../organization';
import { decide, type CaseStudyRow } from './repository';

// The decision on a submitted case study (ADR 014 "Case studies"); drafts and submissions go through the
// document commands (../commands.ts).

/**
 * A platform admin accepts or rejects the organisation's submitted case study of the kind: 404 for an unknown
 * organisation, 409 when it has no submitted case study of the kind (none, or decided meanwhile: of two concurrent
 * decisions one applies). Decision, audit row and journey refresh in one transaction.
 */
export async function decideCaseStudy(
  db: Database,
  kind: CaseStudyKind,
  organizationId: string,
  review: { accept: boolean; comment: string | null; reviewerId: string; now: Date },
  /**
   * Records the mails of the decision in its transaction (docs/decisions/063-mail-outbox.md), told the levels the
   * decision completed; their ids.
   */
  recordMails: (
    tx: Database,
    row: CaseStudyRow,
    name: string,
    reached: CertificateLevel[],
  ) => Promise<string[]>,
): Promise<{ row: CaseStudyRow; name: string; mailIds: string[] }> {
  return db.transaction(async (tx) => {
    const name = await organizationName(tx, organizationId);
    if (name === undefined) throw notFound();
    const row = await decide(tx, kind, organizationId, review);
    if (!row) throw conflict(caseStudyMessages.notSubmitted);
    await recordAudit(tx, {
      action: review.accept ? 'case-study.accepted' : 'case-study.rejected',
      actorId: review.reviewerId,
      organizationId,
      subjectId: row.id,
      comment: review.comment,
      now: review.now,
    });
    const reached = await refreshJourney(tx, organizationId, review.now);
    return { row, name, mailIds: await recordMails(tx, row, name, reached) };
  });
}
