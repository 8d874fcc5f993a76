import { QueryScope } from '@/components/query-scope';
import { VerificationScreen } from '@/features/certificates';

/** /zertifikat, public: a certificate number typed in, checked at /zertifikat/:code. */
export function Component() {
  return (
    <QueryScope>
      <VerificationScreen />
    </QueryScope>
  );
}
