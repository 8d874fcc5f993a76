import type { Contract } from './contract';
import { accountContracts } from './account-contracts';
import { allCaseStudyContracts } from './case-study-contracts';
import { certificateContracts } from './certificate-contracts';
import { certificateFilesContracts } from './certificate-files-contracts';
import { credentialContracts } from './credential-contracts';
import { dataExportContracts } from './data-export-contracts';
import { allEvaluationContracts } from './evaluation-contracts';
import { healthContracts } from './health-contracts';
import { insightsContracts } from './insights-contracts';
import { allAdminJourneyContracts, journeyContracts } from './journey-contracts';
import { mailDeliveryContracts } from './mail-delivery-contracts';
import { adminOrganizationContracts, organizationContracts } from './organization-contracts';
import { pageViewsContracts } from './page-views-contracts';
import { publicConfigContracts } from './public-config-contracts';
import { allQuestionnaireContracts } from './questionnaire-contracts';
import { registerContracts } from './register-contracts';
import { serverMetricsContracts } from './server-metrics-contracts';
import { workshopContracts } from './workshop-contracts';

/**
 * Every endpoint contract of the API (docs/decisions/048-endpoint-contracts.md): each is served, once.
 * @internal
 */
export const allContracts = (): Contract[] => [
  ...allQuestionnaireContracts(),
  ...Object.values(organizationContracts),
  ...Object.values(accountContracts),
  ...Object.values(healthContracts),
  ...Object.values(serverMetricsContracts),
  ...Object.values(publicConfigContracts),
  ...Object.values(pageViewsContracts),
  journeyContracts.procurement,
  journeyContracts.provider,
  ...Object.values(journeyContracts.procurementSlices),
  ...Object.values(journeyContracts.providerSlices),
  ...Object.values(journeyContracts.requests),
  ...Object.values(certificateContracts),
  ...Object.values(credentialContracts),
  ...Object.values(certificateFilesContracts).flatMap((files) => Object.values(files)),
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
  ...Object.values(mailDeliveryContracts),
  ...Object.values(adminOrganizationContracts.list),
  ...Object.values(adminOrganizationContracts.approve),
  ...Object.values(adminOrganizationContracts.reject),
  ...Object.values(registerContracts),
];
