export { adminJourneyRoutes } from './admin-routes';
export { requireLevelOpen } from './gate';
export { withDecisionMails, type RecordDecisionMails } from './notify';
export { mailOpenedLevels, OPENING_MAIL_INTERVAL_MS } from './opening-mail';
export { lockJourneyOrganization, requirePerformedAtInWindow } from './record-checks';
export {
  finishCorrection,
  requireNotInFuture,
  workshopWords,
  type Correction,
  type CorrectionInput,
} from './record-corrections';
export { loadJourneyRecordsOf } from './records';
export { journeyLevels, refreshJourney, type JourneyPathType } from './refresh';
export { journeyRequestRoutes } from './request-routes';
export { closeWorkshopRequests } from './requests';
export { journeyRoutes } from './routes';
