/*
 * The public certificate check, by number and by Open Badge (docs/decisions/015-certificates.md).
 */
export { VERIFICATION_TITLE, VerificationScreen } from './verification-screen';
export { VerificationResultScreen } from './verification-result-screen';
