import { VerificationScreen } from '@/features/certificates';

/** /zertifikat, public: a certificate number typed in, checked at /zertifikat/:code. */
export const Component = VerificationScreen;
