import { JourneyListScreen } from '@/features/journeys';

export function Component() {
  return <JourneyListScreen />;
}
