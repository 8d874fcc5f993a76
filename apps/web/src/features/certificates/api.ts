import type { CredentialVerificationBody } from '@cert/domain/api/certificate';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
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

/**
 * POST /api/credentials/verify (docs/decisions/055-open-badges.md): an Open Badges credential, pasted or baked into a
 * seal, checked by the platform; public. The contract loads with the first check, as above.
 */
export const useCredentialCheck = () =>
  useMutation({
    mutationFn: async (body: CredentialVerificationBody) => {
      const { credentialContracts } = await import('@cert/domain/api/certificate-contracts');
      return api.call(credentialContracts.verify, { body });
    },
    meta: { handlesErrors: true },
  });
