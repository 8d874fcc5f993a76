import type { JourneyRecords, OrganizationType, ProcurementJourney, ProviderJourney } from '@cert/domain';
import { pathTypeOf } from '@cert/domain';
import type { Database } from '../../db/client';
import { loadJourneyRecords } from './records';
import { journeyLevels, organizationWithJourney, refreshJourney } from './refresh';

/**
 * The organisation's whole journey, its levels computed from the records now; null for an unknown
 * organisation, a consultant, and one that was never approved. Access is the caller's check.
 */
export async function readJourney(
  db: Database,
  organizationId: string,
  now: Date,
): Promise<ProcurementJourney | ProviderJourney | null> {
  let organization = await organizationWithJourney(db, organizationId);
  if (!organization) return null;
  const pathType = pathTypeOf(organization.type as OrganizationType);
  if (!pathType) return null;
  if (!organization.journey) {
    // An approved organisation whose row is missing gets it now (refreshJourney creates it only if approved).
    await refreshJourney(db, organizationId, now);
    organization = await organizationWithJourney(db, organizationId);
  }
  const journey = organization?.journey;
  if (!organization || !journey) return null;

  const status = journey.status;
  const records = await loadJourneyRecords(db, organizationId, status);
  const levels = journeyLevels(pathType, records, now);
  const base = {
    _id: journey.id,
    organization: organizationId,
    organizationName: organization.name,
    status,
    statusComment: journey.statusComment,
    nextOpensAt: levels.nextOpensAt,
    requests: shownRequests(records.requests),
  };
  // The open task is the admin lists' business, not part of the journey read.
  if ('gold' in levels) {
    const { progress, bronzeOffice, bronzeProject, silverOffice, silverProject, gold } = levels;
    return {
      ...base,
      pathType: 'procurement',
      progress,
      bronzeOffice,
      bronzeProject,
      silverOffice,
      silverProject,
      gold,
    };
  }
  const { progress, professional, practitioner, expert } = levels;
  return { ...base, pathType: 'provider', progress, professional, practitioner, expert };
}

/** Shown with the journey: every open request and the latest closed ones (records come newest first). */
const CLOSED_REQUESTS_SHOWN = 5;
function shownRequests(requests: JourneyRecords['requests']) {
  const closed = requests.filter((request) => request.state !== 'open').slice(0, CLOSED_REQUESTS_SHOWN);
  return requests.filter((request) => request.state === 'open' || closed.includes(request));
}
