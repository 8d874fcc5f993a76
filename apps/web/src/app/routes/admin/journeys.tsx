import { JourneyListScreen } from '@/features/admin-journeys/journey-list-screen';

export function Component() {
  return <JourneyListScreen />;
}
