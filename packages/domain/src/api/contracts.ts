import type { Contract } from './contract';
import { allAdminJourneyContracts } from './admin-journey-contracts';
import { adminOrganizationContracts } from './admin-organization-contracts';
import { authContracts } from './auth-contracts';
import { allCaseStudyContracts } from './case-study-contracts';
import { certificateContracts, certificateFileContracts, credentialContracts } from './certificate-contracts';
import { allEvaluationContracts } from './evaluation-contracts';
import { journeyContracts } from './journey-contracts';
import { dataExportContracts } from './data-export-contracts';
import { insightsContracts } from './insights-contracts';
import { mailContracts } from './mail-contracts';
import { organizationContracts } from './organization-contracts';
import { allQuestionnaireContracts } from './questionnaire-contracts';
import { siteContracts } from './site-contracts';
import { userContracts } from './user-contracts';
import { workshopContracts } from './workshop-contracts';

/**
 * Every endpoint contract of the API (docs/decisions/048-endpoint-contracts.md): each is served, once.
 * @internal
 */
export const allContracts = (): Contract[] => [
  ...allQuestionnaireContracts(),
  ...Object.values(organizationContracts),
  ...Object.values(userContracts),
  ...Object.values(authContracts),
  ...Object.values(siteContracts),
  journeyContracts.procurement,
  journeyContracts.provider,
  ...Object.values(journeyContracts.procurementSlices),
  ...Object.values(journeyContracts.providerSlices),
  ...Object.values(journeyContracts.requests),
  ...Object.values(certificateContracts),
  ...Object.values(credentialContracts),
  ...Object.values(certificateFileContracts).flatMap((files) => Object.values(files)),
  ...allEvaluationContracts(),
  ...allCaseStudyContracts(),
  ...allAdminJourneyContracts(),
  workshopContracts.uploadReport,
  workshopContracts.record,
  ...Object.values(workshopContracts.results),
  workshopContracts.report,
  ...Object.values(dataExportContracts.exports),
  insightsContracts.overview,
  insightsContracts.overviewTable,
  ...Object.values(mailContracts),
  ...Object.values(adminOrganizationContracts.list),
  ...Object.values(adminOrganizationContracts.approve),
  ...Object.values(adminOrganizationContracts.reject),
];
