import { VerificationScreen } from '@/features/certificates/verification-screen';

/** /zertifikat, public: a certificate number typed in, checked at /zertifikat/:code. */
export function Component() {
  return <VerificationScreen />;
}
