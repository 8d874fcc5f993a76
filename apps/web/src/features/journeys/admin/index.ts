/*
 * The programme office's journey screens (docs/decisions/014-journeys.md): the lists, one journey with its
 * records and requests, and the forms that record a workshop result or a provider's participation.
 */
export { JourneyListScreen } from './journey-list-screen';
export { JourneyScreen } from './journey-screen';
export { ProviderRecordScreen } from './provider-record-screen';
export { WorkshopFormScreen } from './workshop-form-screen';
