export {
  caseStudySubmittedNotice,
  changeRequestNotice,
  journeyRequestNotice,
  newOrganizationNotice,
  officeNotices,
  resubmittedOrganizationNotice,
} from './notices';
