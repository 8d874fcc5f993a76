export { issueCertificates } from './issue';
export { findCurrentCertificate } from './repository';
export { writeRevocation, type Revocation } from './revoke';
export { certificateRoutes } from './routes';
