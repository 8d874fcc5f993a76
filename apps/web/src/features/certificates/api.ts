import type { CertificateVerification } from '@cert/domain/api/certificate';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/certificates/{code} (docs/decisions/015-certificates.md): public; 404 when there is no such code. */
const verificationQuery = (code: string) =>
  queryOptions({
    queryKey: ['certificates', 'verification', code],
    queryFn: () => api.get<CertificateVerification>(`/certificates/${encodeURIComponent(code)}`),
    meta: { handlesErrors: true },
  });

export const useCertificateVerification = (code: string) => useQuery(verificationQuery(code));
