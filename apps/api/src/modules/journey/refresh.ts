import { eq } from 'drizzle-orm';
import {
  type CertificateLevel,
  type JourneyRecords,
  type JourneyStatus,
  lastJourneyActivity,
  levelsOpeningOn,
  type OrganizationType,
  pathTypeOf,
  procurementJourneyLevels,
  providerJourneyLevels,
} from '@cert/domain';
import type { Database } from '../../db/client';
import { journeys, organizations } from '../../db/schema';
import { issueCertificates } from '../certificate';
import { loadJourneyRecords } from './records';

export type JourneyPathType = 'procurement' | 'provider';

/** The levels by the rules of the journey's path. */
export function journeyLevels(pathType: JourneyPathType, records: JourneyRecords, now: Date) {
  return pathType === 'procurement'
    ? procurementJourneyLevels(records, now)
    : providerJourneyLevels(records, now);
}

/** The organisation with its journey row (undefined: no such organisation). */
export async function organizationWithJourney(db: Database, organizationId: string) {
  const [row] = await db
    .select({
      name: organizations.name,
      type: organizations.type,
      approvalStatus: organizations.approvalStatus,
      journey: journeys,
    })
    .from(organizations)
    .leftJoin(journeys, eq(journeys.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId));
  return row;
}

/**
 * Rewrites the organisation's journey row (progress, open task, next opening, last activity) from its records
 * by the domain's journey rules; creates the row for an approved procurer or provider that has none (never for
 * consultants), and issues the certificates of newly completed levels. Call it after every write that changes a journey record, in the same transaction; with
 * organizationActivity (a submission of the organisation itself) a postponed or closed journey is active again.
 * Returns the levels whose certificates this refresh issued.
 */
export async function refreshJourney(
  db: Database,
  organizationId: string,
  now: Date,
  options: { organizationActivity?: boolean } = {},
): Promise<CertificateLevel[]> {
  const organization = await organizationWithJourney(db, organizationId);
  if (!organization) return [];
  const pathType = pathTypeOf(organization.type as OrganizationType);
  if (!pathType) return [];
  const { journey } = organization;
  if (!journey && organization.approvalStatus !== 'Approved') return [];

  const reactivate =
    options.organizationActivity === true &&
    journey !== undefined &&
    journey !== null &&
    journey.status !== 'active';
  const status: JourneyStatus = reactivate ? 'active' : (journey?.status ?? 'active');
  const records = await loadJourneyRecords(db, organizationId, status);
  const levels = journeyLevels(pathType, records, now);
  const activity = lastJourneyActivity(records);
  const derived = {
    progress: levels.progress,
    openTask: levels.openTask,
    nextOpensAt: levels.nextOpensAt,
    nextOpensLevels: levelsOpeningOn(levels, levels.nextOpensAt),
    // Without records the journey's own start is its last activity.
    lastActivityAt: activity ? new Date(activity) : (journey?.createdAt ?? now),
    updatedAt: now,
  };
  const issued = await issueCertificates(db, organizationId, organization.name, levels);
  const statusChange = reactivate
    ? { status, statusComment: null, statusChangedAt: now, statusChangedBy: null }
    : {};
  await db
    .insert(journeys)
    .values({ organizationId, pathType, status, createdAt: now, ...derived })
    .onConflictDoUpdate({ target: journeys.organizationId, set: { ...derived, ...statusChange } });
  return issued;
}
