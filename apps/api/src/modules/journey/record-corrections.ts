import { and, eq, isNull } from 'drizzle-orm';
import {
  CertificateLevel,
  certificateLevels,
  ErrorCode,
  formatDate,
  isoDateInGermany,
  ProcurementBranch,
  ProviderRecordKind,
  type JourneyStatus,
  type ProviderRecord,
} from '@cert/domain';
import type { Database } from '../../db/client';
import { certificates, journeys, providerRecords, workshopResults } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { HttpError, notFound } from '../../lib/http-error';
import { requireLevelOpen } from './gate';
import type { RecordDecisionMails } from './notify';
import { toProviderRecord } from './provider-records';
import { writeRevocation, type Revocation } from '../certificate';
import { loadJourneyRecords } from './records';
import { journeyLevels, refreshJourney, type JourneyPathType } from './refresh';
import { lockJourneyOrganization, type RecordedOrganization } from './record-checks';

/** The records an admin may withdraw: a procurer's workshop result, a provider's participation record. */
export type WithdrawnRecordKind = 'workshop' | 'provider-record';

type WithdrawnRecord = {
  /** The record in words, as the audit log, the admin and the organisation read it. */
  description: string;
  /** The organisation's mails of the withdrawal, to deliver after the commit (ADR 063). */
  mailIds: string[];
};

const pathTypeOfKind: Record<WithdrawnRecordKind, JourneyPathType> = {
  workshop: 'procurement',
  'provider-record': 'provider',
};

/** A workshop result in words. */
export const workshopWords = (row: { type: string; performedAt: string; passed: boolean }) =>
  `Workshop-Ergebnis ${ProcurementBranch.label(row.type as ProcurementBranch)} vom ${formatDate(row.performedAt)} (${row.passed ? 'bestanden' : 'nicht bestanden'})`;

/** A provider record in words. */
const providerWords = (row: { kind: string; eventName: string; performedAt: string }) =>
  `${ProviderRecordKind.label(row.kind as ProviderRecordKind)} „${row.eventName}“ vom ${formatDate(row.performedAt)}`;

/**
 * A platform admin withdraws a record entered by mistake, with a reason (docs/decisions/041-withdrawing-records.md):
 * the record is deleted and described in the audit log with who, when and why; the journey is recomputed; every
 * certificate of a level that is no longer completed is revoked with the same reason. One transaction that locks
 * the organisation, with the organisation's mails (ADR 063).
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
  recordMails: RecordDecisionMails,
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
    const mailIds = await recordMails(tx, organization, { kind: 'withdrawn', description, reason, revoked });
    return { description, mailIds };
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
    return workshopWords(row);
  }
  const [row] = await tx
    .delete(providerRecords)
    .where(and(eq(providerRecords.id, recordId), eq(providerRecords.organizationId, organizationId)))
    .returning();
  if (!row) throw notFound();
  return providerWords(row);
}

/** Revokes the organisation's valid certificates of levels its journey no longer completes; their names. */
async function revokeUncompleted(
  tx: Database,
  organization: RecordedOrganization,
  revocation: Revocation,
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
    .select({ id: certificates.id, organizationId: certificates.organizationId, level: certificates.level })
    .from(certificates)
    .where(and(eq(certificates.organizationId, organization.id), isNull(certificates.revokedAt)));
  const revoked: string[] = [];
  for (const certificate of valid) {
    const level = certificate.level;
    if (levels[certificateLevels[level].levelField]?.completedAt) continue;
    await writeRevocation(tx, certificate, revocation);
    revoked.push(CertificateLevel.label(level));
  }
  return revoked;
}

/** A corrected record, and the organisation's mails of the correction to deliver after the commit (ADR 063). */
export type Correction<T> = { record: T; mailIds: string[] };

export type CorrectionInput = {
  organizationId: string;
  recordId: string;
  reason: string;
  actorId: string;
  now: Date;
};

/** A corrected date lies on a past day or today (German time): a record tells of something that took place. */
export function requireNotInFuture(performedAt: string, now: Date) {
  if (performedAt <= isoDateInGermany(now)) return;
  throw new HttpError(400, ErrorCode.ValidationFailed, undefined, [
    { path: 'performedAt', code: 'in_future', message: 'Das Datum darf nicht in der Zukunft liegen.' },
  ]);
}

/**
 * Corrects a provider record in place (date, name, the innovation entry's address) with a reason
 * (docs/decisions/041-withdrawing-records.md): audited as record.corrected with before, after and reason; the
 * level's gate holds for the new date; the journey is recomputed and certificates of levels no longer completed
 * are revoked. One transaction that locks the organisation.
 */
export async function correctProviderRecord(
  db: Database,
  input: CorrectionInput & { performedAt: string; eventName: string; url: string | null },
  recordMails: RecordDecisionMails,
): Promise<Correction<ProviderRecord>> {
  const { now, actorId, reason } = input;
  requireNotInFuture(input.performedAt, now);
  return db.transaction(async (tx) => {
    const organization = await lockJourneyOrganization(tx, input.organizationId, 'provider');
    const [old] = await tx
      .select()
      .from(providerRecords)
      .where(and(eq(providerRecords.id, input.recordId), eq(providerRecords.organizationId, organization.id)))
      .for('update');
    if (!old) throw notFound();
    const entry = old.kind === 'innovation-entry';
    if (entry !== (input.url !== null)) {
      throw new HttpError(400, ErrorCode.ValidationFailed, undefined, [
        {
          path: 'url',
          code: entry ? 'required' : 'not_allowed',
          message: entry
            ? 'Bitte geben Sie die Adresse des Eintrags auf dem Marktplatz ein.'
            : 'Nur ein Innovationseintrag hat eine Adresse auf dem Marktplatz.',
        },
      ]);
    }
    const [row] = await tx
      .update(providerRecords)
      .set({ performedAt: input.performedAt, eventName: input.eventName, url: input.url })
      .where(eq(providerRecords.id, old.id))
      .returning();
    await requireLevelOpen(
      tx,
      organization.id,
      { kind: 'provider-record', record: old.kind as ProviderRecordKind, performedAt: input.performedAt },
      now,
    );
    const before = providerWords(old);
    const after = providerWords(row!);
    const mailIds = await finishCorrection(
      tx,
      organization,
      { before, after, recordId: old.id, reason, actorId, now },
      recordMails,
    );
    return { record: toProviderRecord(row!), mailIds };
  });
}

/**
 * The audit entry, the journey recomputed, the certificates of levels no longer completed revoked, and the
 * organisation's mails of the correction recorded (ADR 063); answers their ids.
 */
export async function finishCorrection(
  tx: Database,
  organization: RecordedOrganization,
  change: { before: string; after: string; recordId: string; reason: string; actorId: string; now: Date },
  recordMails: RecordDecisionMails,
): Promise<string[]> {
  const { actorId, now, reason, before, after } = change;
  await recordAudit(tx, {
    action: 'record.corrected',
    actorId,
    organizationId: organization.id,
    subjectId: change.recordId,
    comment: `${before} → ${after}. Begründung: ${reason}`,
    now,
  });
  await refreshJourney(tx, organization.id, now);
  const revoked = await revokeUncompleted(tx, organization, {
    reason: `Nachweis berichtigt (${before} → ${after}): ${reason}`,
    actorId,
    now,
  });
  return recordMails(tx, organization, { kind: 'corrected', before, after, reason, revoked });
}
