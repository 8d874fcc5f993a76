import type { ProviderRecord, ProviderRecordKind } from '@cert/domain';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { requireLevelOpen } from './gate';
import type { RecordDecisionMails } from './notify';
import { closeRequest, lockOpenRequest } from './requests';
import { refreshJourney } from './refresh';
import { insertProviderRecord } from './provider-records';
import {
  lockJourneyOrganization,
  requirePerformedAtInWindow,
  type RecordedOrganization,
} from './record-checks';

/**
 * A platform admin records a provider's participation (docs/decisions/014-journeys.md): 400 at performedAt outside the
 * date picker's window; 404/409 for an organisation that does not walk the provider path; practitioner records only
 * once the practitioner level is open, dated from its opening day (409 LEVEL_NOT_OPEN). Record, audit row and
 * journey row in one transaction that locks the organisation, with the organisation's mails (ADR 063).
 */
export async function recordProviderParticipation(
  db: Database,
  input: {
    organizationId: string;
    kind: ProviderRecordKind;
    performedAt: string;
    eventName: string;
    url: string | null;
    actorId: string;
    now: Date;
    /**
     * The provider's report it is recorded from (docs/product.md §4 "Requests"): the date window runs back from
     * the day of the report, and the report is answered in the same transaction.
     */
    requestId?: string;
  },
  recordMails: RecordDecisionMails,
): Promise<{ organization: RecordedOrganization; record: ProviderRecord; mailIds: string[] }> {
  const { now, actorId } = input;
  return db.transaction(async (tx) => {
    const organization = await lockJourneyOrganization(tx, input.organizationId, 'provider');
    const request = input.requestId ? await lockOpenRequest(tx, organization.id, input.requestId) : undefined;
    requirePerformedAtInWindow(input.performedAt, request ? new Date(request.createdAt) : now);
    await requireLevelOpen(
      tx,
      organization.id,
      { kind: 'provider-record', record: input.kind, performedAt: input.performedAt },
      now,
    );
    const record = await insertProviderRecord(tx, {
      organizationId: organization.id,
      kind: input.kind,
      performedAt: input.performedAt,
      eventName: input.eventName,
      url: input.url,
      recordedBy: actorId,
      now,
    });
    await recordAudit(tx, {
      action: 'provider-record.recorded',
      actorId,
      organizationId: organization.id,
      subjectId: record._id,
      now,
    });
    if (request) await closeRequest(tx, request._id, { state: 'done' }, actorId, now);
    const reached = await refreshJourney(tx, organization.id, now);
    const mailIds = await recordMails(tx, organization, {
      kind: 'provider-record',
      record: record.kind,
      performedAt: record.performedAt,
      eventName: record.eventName,
      reached,
    });
    return { organization, record, mailIds };
  });
}
