export {
  caseStudySubmittedNotice,
  changeRequestNotice,
  journeyRequestNotice,
  newOrganizationNotice,
  officeNotices,
  resubmittedOrganizationNotice,
  type AdminNotice,
  type RecordOfficeNotice,
} from './notices';
