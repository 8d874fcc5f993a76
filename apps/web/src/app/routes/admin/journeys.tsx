import { JourneyListScreen } from '@/features/admin-journeys';

export function Component() {
  return <JourneyListScreen />;
}
