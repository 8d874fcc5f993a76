// The API's contracts: for each endpoint its method, path, schemas and answers (docs/decisions/048-endpoint-contracts.md).
// An entry of its own beside the engine and rules of the main entry (docs/decisions/052-domain-entries.md). One file
// per API module, named after it (docs/architecture.md).
export * from './api/contract';
export * from './api/contracts';
export * from './api/account-contracts';
export * from './api/case-study-contracts';
export * from './api/certificate-contracts';
export * from './api/certificate-files-contracts';
export * from './api/credential-contracts';
export * from './api/data-export-contracts';
export * from './api/evaluation-contracts';
export * from './api/health-contracts';
export * from './api/insights-contracts';
export * from './api/journey-contracts';
export * from './api/mail-delivery-contracts';
export * from './api/organization-contracts';
export * from './api/page-views-contracts';
export * from './api/public-config-contracts';
export * from './api/questionnaire-contracts';
export * from './api/register-contracts';
export * from './api/server-metrics-contracts';
export * from './api/workshop-contracts';
export * from './api/api-document';
