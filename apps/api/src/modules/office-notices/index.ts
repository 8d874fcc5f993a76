export {
  caseStudySubmittedNotice,
  changeRequestNotice,
  journeyRequestNotice,
  newOrganizationNotice,
  notifyPlatformAdmins,
  resubmittedOrganizationNotice,
} from './notices';
