export { JourneyListScreen as Component } from '@/features/journeys';
