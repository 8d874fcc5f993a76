/*
 * The user's journey screens (docs/decisions/014-journeys.md): the active organisation's levels as a path.
 * The routes pass in the active organisation.
 */

export { JourneyScreen } from './journey-screen';
export { NoActiveOrganization } from './no-active-organization';
export { useCaseStudyLevel, useQuestionnaireLevels } from './api';
// The programme office's screens of the same journeys (docs/decisions/014-journeys.md).
export {
  JourneyListScreen,
  JourneyScreen as OfficeJourneyScreen,
  ProviderRecordScreen,
  WorkshopFormScreen,
} from './admin';
