import { adminJourneyPath, type JourneyPathType } from '@cert/domain';
import { useAdminJourney } from './api';

/**
 * The organisation's name, its journey and the journey's address, for the entry pages beneath it; `loading` until
 * the journey is read (or failed to be), as a page shows its form only once it knows the level takes entries.
 */
export function useJourneyContext(organizationId: string, pathType: JourneyPathType) {
  const { data, isPending } = useAdminJourney(organizationId);
  return {
    loading: isPending,
    organizationName: data?.journey.organizationName ?? null,
    journey: data?.journey ?? null,
    journeyAddress: adminJourneyPath(organizationId, pathType),
  };
}
