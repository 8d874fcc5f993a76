import type { ResponseOf } from '@cert/domain/api/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/certificates/{code} (docs/decisions/015-certificates.md): public; 404 when there is no such code. */
const verificationQuery = (code: string) =>
  queryOptions({
    // The contract (and zod with it) loads with the first check: /zertifikat is a public page, first shown empty. So
    // the key is named here, as lib/call-query.ts would give it, and not taken from the contract.
    queryKey: ['certificates', code],
    queryFn: async () => {
      const { certificateContracts } = await import('@cert/domain/api/certificate-contracts');
      return api.call(certificateContracts.verify, { params: { code } });
    },
    meta: { handlesErrors: true },
  });

export const useCertificateVerification = (code: string) => useQuery(verificationQuery(code));

/** What the check is given: a pasted credential, or the file of a credential or of a seal with one baked in. */
export type CredentialCheckInput = { credential: string } | { seal: Blob };

/**
 * POST /api/credentials/verify and …/verify/seal (docs/decisions/055-open-badges.md): an Open Badges credential,
 * pasted or baked into a seal, checked by the platform; public. A seal goes as the image's bytes. The contract loads
 * with the first check, as above.
 */
export const useCredentialCheck = () =>
  useMutation({
    mutationFn: async (input: CredentialCheckInput) => {
      const { credentialContracts } = await import('@cert/domain/api/credential-contracts');
      if ('credential' in input) {
        return api.call(credentialContracts.verify, { body: { credential: input.credential } });
      }
      return api.post<ResponseOf<typeof credentialContracts.verifySeal>>(
        credentialContracts.verifySeal.path,
        input.seal,
      );
    },
    meta: { handlesErrors: true },
  });
