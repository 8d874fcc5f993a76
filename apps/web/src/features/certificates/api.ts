import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/certificates/{code} (docs/decisions/015-certificates.md): public; 404 when there is no such code. */
const verificationQuery = (code: string) =>
  queryOptions({
    queryKey: ['certificates', 'verification', code],
    // The contract (and zod with it) loads with the first check: /zertifikat is a public page, first shown empty.
    queryFn: async () => {
      const { certificateContracts } = await import('@cert/domain/api/certificate-contracts');
      return api.call(certificateContracts.verify, { params: { code } });
    },
    meta: { handlesErrors: true },
  });

export const useCertificateVerification = (code: string) => useQuery(verificationQuery(code));
