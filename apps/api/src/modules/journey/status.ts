import { eq } from 'drizzle-orm';
import type { JourneyStatus } from '@cert/domain';
import type { Database } from '../../db/client';
import { journeys, organizations } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/http-error';
import type { RecordDecisionMails } from './notify';
import { refreshJourney } from './refresh';
import type { RecordedOrganization } from './record-checks';

export type StatusDecision = 'postpone' | 'close';

const decisions = {
  postpone: { status: 'postponed', action: 'journey.postponed', from: ['active'] },
  close: { status: 'closed', action: 'journey.closed', from: ['active', 'postponed'] },
} as const satisfies Record<
  StatusDecision,
  { status: JourneyStatus; action: string; from: readonly JourneyStatus[] }
>;

const refusals: Record<JourneyStatus, string> = {
  active: 'Der Zertifizierungspfad ist aktiv.',
  postponed: 'Der Zertifizierungspfad ist bereits zurückgestellt.',
  closed: 'Der Zertifizierungspfad ist bereits geschlossen.',
};

/**
 * Postpones or closes a procurer's journey as stale with the admin's comment (docs/product.md §4 "Journey"; ADR 014), in
 * one transaction with its audit row and the derived journey row (no open task while not active). 404 for an
 * unknown journey; 409 for a provider's journey (the calls are the procurement ones; a provider's journey is not
 * set aside this way) and for a status the decision cannot start from (postponing twice, closing a closed one).
 */
export async function decideJourneyStatus(
  db: Database,
  journeyId: string,
  change: { decision: StatusDecision; comment: string; actorId: string; now: Date },
  recordMails: RecordDecisionMails,
): Promise<{ organization: RecordedOrganization; mailIds: string[] }> {
  const { status, action, from } = decisions[change.decision];
  return db.transaction(async (tx) => {
    const [journey] = await tx
      .select({
        organizationId: journeys.organizationId,
        organizationName: organizations.name,
        pathType: journeys.pathType,
        status: journeys.status,
      })
      .from(journeys)
      .innerJoin(organizations, eq(organizations.id, journeys.organizationId))
      .where(eq(journeys.id, journeyId))
      .for('update', { of: journeys });
    if (!journey) throw notFound();
    if (journey.pathType !== 'procurement') {
      throw conflict(
        'Nur Zertifizierungspfade öffentlicher Auftraggeber können zurückgestellt oder geschlossen werden.',
      );
    }
    const current = journey.status;
    if (!(from as readonly JourneyStatus[]).includes(current)) throw conflict(refusals[current]);
    await tx
      .update(journeys)
      .set({
        status,
        statusComment: change.comment,
        statusChangedAt: change.now,
        statusChangedBy: change.actorId,
        updatedAt: change.now,
      })
      .where(eq(journeys.id, journeyId));
    await recordAudit(tx, {
      action,
      actorId: change.actorId,
      organizationId: journey.organizationId,
      subjectId: journeyId,
      comment: change.comment,
      now: change.now,
    });
    await refreshJourney(tx, journey.organizationId, change.now);
    const organization: RecordedOrganization = {
      id: journey.organizationId,
      name: journey.organizationName,
      pathType: 'procurement',
    };
    const mailIds = await recordMails(tx, organization, {
      kind: change.decision === 'postpone' ? 'postponed' : 'closed',
      comment: change.comment,
    });
    return { organization, mailIds };
  });
}
