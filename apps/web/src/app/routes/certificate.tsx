import { useParams } from 'react-router';
import { QueryScope } from '@/components/query-scope';
import { VERIFICATION_TITLE, VerificationResultScreen } from '@/features/certificates';
import type { RouteHandle } from '@/lib/route-meta';

// Title and description come with the chunk, so the entry's route table carries only the path.
export const handle: RouteHandle = {
  title: VERIFICATION_TITLE,
  description:
    'Prüfen Sie, ob ein Zertifikat der Plattform gültig ist: für welche Organisation, welche Stufe, seit wann und bis wann.',
};

/** /zertifikat/:code, public: where the QR code on a certificate document leads. */
export function Component() {
  const { code = '' } = useParams();
  return (
    <QueryScope>
      <VerificationResultScreen code={code} />
    </QueryScope>
  );
}
