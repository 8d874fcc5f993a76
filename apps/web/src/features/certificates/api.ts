import type {
  CertificateVerification,
  OrganizationCertificate,
  RevokeCertificateBody,
} from '@cert/domain/api/certificate';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The certificate calls of docs/decisions/015-certificates.md. */
export const certificateKeys = {
  verification: (code: string) => ['certificates', 'verification', code] as const,
  organization: (organizationId: string) => ['certificates', 'organization', organizationId] as const,
};

const enc = encodeURIComponent;

/** GET /api/certificates/{code}: public, a 404 means there is no certificate with this code. */
export const verificationQuery = (code: string) =>
  queryOptions({
    queryKey: certificateKeys.verification(code),
    queryFn: () => api.get<CertificateVerification>(`/certificates/${enc(code)}`),
    meta: { handlesErrors: true },
  });

export const useCertificateVerification = (code: string) => useQuery(verificationQuery(code));

/** GET /api/certificates/organization/{id}: every certificate of the organisation, newest first. */
export const useOrganizationCertificates = (organizationId: string) =>
  useQuery({
    queryKey: certificateKeys.organization(organizationId),
    queryFn: () => api.get<OrganizationCertificate[]>(`/certificates/organization/${enc(organizationId)}`),
    meta: { handlesErrors: true },
    // A level completed or a certificate revoked elsewhere: read afresh whenever a screen opens.
    staleTime: 0,
  });

/** POST /api/admin/certificates/{code}/revoke; the organisation's list is read again either way. */
export function useRevokeCertificate(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, reason }: { code: string } & RevokeCertificateBody) =>
      api.post(`/admin/certificates/${enc(code)}/revoke`, { reason }),
    meta: { handlesErrors: true },
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: certificateKeys.organization(organizationId) }),
  });
}
