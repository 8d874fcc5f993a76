export { issueCertificates } from './issue';
export { requireCurrentCertificate } from './current';
export { certificateVerificationOf, findCertificateByCode } from './repository';
export { writeRevocation, type Revocation } from './revoke';
export { certificateRoutes, codeLookupBudget, VERIFICATION_RATE_LIMIT } from './routes';
