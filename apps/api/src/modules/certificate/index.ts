export { issueCertificates } from './issue';
export { certificateVerificationOf, findCurrentCertificate } from './repository';
export { writeRevocation, type Revocation } from './revoke';
export { certificateRoutes, VERIFICATION_RATE_LIMIT } from './routes';
