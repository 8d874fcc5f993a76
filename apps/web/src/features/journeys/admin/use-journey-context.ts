import { adminJourneyPath, type JourneyPathType } from '@cert/domain';
import { useAdminJourney } from './api';

/** The organisation's name, its journey and the journey's address, for the entry pages beneath it. */
export function useJourneyContext(organizationId: string, pathType: JourneyPathType) {
  const { data } = useAdminJourney(organizationId);
  return {
    organizationName: data?.journey.organizationName ?? null,
    journey: data?.journey ?? null,
    journeyAddress: adminJourneyPath(organizationId, pathType),
  };
}
