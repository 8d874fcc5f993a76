import { and, eq, isNull } from 'drizzle-orm';
import {
  CertificateLevel,
  certificateLevels,
  formatDate,
  ProcurementBranch,
  ProviderRecordKind,
  type JourneyStatus,
} from '@cert/domain';
import type { Database } from '../../db/client';
import { certificates, journeys, providerRecords, workshopResults } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/http-error';
import { loadJourneyRecords } from '../journey/records';
import { journeyLevels, refreshJourney, type JourneyPathType } from '../journey/refresh';
import { lockJourneyOrganization, type RecordedOrganization } from './record-checks';

/** The records an admin may withdraw: a procurer's workshop result, a provider's participation record. */
export type WithdrawnRecordKind = 'workshop' | 'provider-record';

type WithdrawnRecord = {
  organization: RecordedOrganization;
  /** The record in words, as the audit log, the admin and the organisation read it. */
  description: string;
  /** The certificates that rested on it, revoked: their level names. */
  revoked: string[];
};

const pathTypeOfKind: Record<WithdrawnRecordKind, JourneyPathType> = {
  workshop: 'procurement',
  'provider-record': 'provider',
};

/**
 * A platform admin withdraws a record entered by mistake, with a reason (docs/decisions/041-withdrawing-records.md):
 * the record is deleted and described in the audit log with who, when and why; the journey is recomputed; every
 * certificate of a level that is no longer completed is revoked with the same reason. One transaction that locks
 * the organisation; the mail to the organisation follows after it.
 */
export async function withdrawRecord(
  db: Database,
  input: {
    organizationId: string;
    kind: WithdrawnRecordKind;
    recordId: string;
    reason: string;
    actorId: string;
    now: Date;
  },
): Promise<WithdrawnRecord> {
  const { now, actorId, reason } = input;
  return db.transaction(async (tx) => {
    const organization = await lockJourneyOrganization(tx, input.organizationId, pathTypeOfKind[input.kind]);
    const description = await deleteRecord(tx, input.kind, organization.id, input.recordId);
    await recordAudit(tx, {
      action: 'record.withdrawn',
      actorId,
      organizationId: organization.id,
      subjectId: input.recordId,
      comment: `${description}. Begründung: ${reason}`,
      now,
    });
    await refreshJourney(tx, organization.id, now);
    const revoked = await revokeUncompleted(tx, organization, {
      reason: `Nachweis zurückgezogen (${description}): ${reason}`,
      actorId,
      now,
    });
    return { organization, description, revoked };
  });
}

/** Deletes the organisation's record and says what it was; 404 when the organisation has no such record. */
async function deleteRecord(
  tx: Database,
  kind: WithdrawnRecordKind,
  organizationId: string,
  recordId: string,
): Promise<string> {
  if (kind === 'workshop') {
    const [row] = await tx
      .delete(workshopResults)
      .where(and(eq(workshopResults.id, recordId), eq(workshopResults.organizationId, organizationId)))
      .returning();
    if (!row) throw notFound();
    const branch = ProcurementBranch.label(row.type as ProcurementBranch);
    return `Workshop-Ergebnis ${branch} vom ${formatDate(row.performedAt)} (${row.passed ? 'bestanden' : 'nicht bestanden'})`;
  }
  const [row] = await tx
    .delete(providerRecords)
    .where(and(eq(providerRecords.id, recordId), eq(providerRecords.organizationId, organizationId)))
    .returning();
  if (!row) throw notFound();
  const label = ProviderRecordKind.label(row.kind as ProviderRecordKind);
  return `${label} „${row.eventName}“ vom ${formatDate(row.performedAt)}`;
}

/** Revokes the organisation's valid certificates of levels its journey no longer completes; their names. */
async function revokeUncompleted(
  tx: Database,
  organization: RecordedOrganization,
  revocation: { reason: string; actorId: string; now: Date },
): Promise<string[]> {
  const [journey] = await tx
    .select({ status: journeys.status })
    .from(journeys)
    .where(eq(journeys.organizationId, organization.id));
  const status = (journey?.status ?? 'active') as JourneyStatus;
  const records = await loadJourneyRecords(tx, organization.id, status);
  const levels = journeyLevels(organization.pathType, records, revocation.now) as unknown as Record<
    string,
    { completedAt: string | null } | undefined
  >;
  const valid = await tx
    .select({ id: certificates.id, level: certificates.level })
    .from(certificates)
    .where(and(eq(certificates.organizationId, organization.id), isNull(certificates.revokedAt)));
  const revoked: string[] = [];
  for (const certificate of valid) {
    const level = certificate.level as CertificateLevel;
    if (levels[certificateLevels[level].levelField]?.completedAt) continue;
    await tx
      .update(certificates)
      .set({ revokedAt: revocation.now, revokedBy: revocation.actorId, revokeReason: revocation.reason })
      .where(eq(certificates.id, certificate.id));
    await recordAudit(tx, {
      action: 'certificate.revoked',
      actorId: revocation.actorId,
      organizationId: organization.id,
      subjectId: certificate.id,
      comment: revocation.reason,
      now: revocation.now,
    });
    revoked.push(CertificateLevel.label(level));
  }
  return revoked;
}
