import { adminJourneyPath, type JourneyPathType } from '@cert/domain';
import { useAdminJourney } from './api';

/** The organisation's name and journey address for the entry pages beneath an admin journey. */
export function useJourneyContext(organizationId: string, pathType: JourneyPathType) {
  const { data } = useAdminJourney(organizationId);
  return {
    organizationName: data?.journey.organizationName ?? null,
    journeyAddress: adminJourneyPath(organizationId, pathType),
  };
}
