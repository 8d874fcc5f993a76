import {
  type OrganizationCertificate,
  procurementJourneySchema,
  providerJourneySchema,
  type JourneyPathType,
  type ProcurementJourney,
  type ProviderJourney,
} from '@cert/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The journey reads of docs/decisions/014-journeys.md: the whole journey of an organisation in one call. */
const journeyKeys = {
  all: ['journeys'] as const,
  journey: (pathType: JourneyPathType, organization: string) => ['journeys', pathType, organization] as const,
  certificates: (organization: string) => ['journeys', 'certificates', organization] as const,
};

const enc = encodeURIComponent;

const procurementJourneyQuery = (organization: string) =>
  queryOptions({
    queryKey: journeyKeys.journey('procurement', organization),
    // Checked against the domain's schema: the screen relies on every level being there.
    queryFn: async (): Promise<ProcurementJourney> =>
      procurementJourneySchema.parse(
        await api.get<unknown>(`/journey/procurement/organization/${enc(organization)}`),
      ),
    meta: { handlesErrors: true },
    // Submits and admin decisions elsewhere move the journey: read it afresh whenever the screen opens.
    staleTime: 0,
  });

const providerJourneyQuery = (organization: string) =>
  queryOptions({
    queryKey: journeyKeys.journey('provider', organization),
    queryFn: async (): Promise<ProviderJourney> =>
      providerJourneySchema.parse(
        await api.get<unknown>(`/journey/provider/organization/${enc(organization)}`),
      ),
    meta: { handlesErrors: true },
    staleTime: 0,
  });

export const useProcurementJourney = (organization: string) =>
  useQuery(procurementJourneyQuery(organization));
export const useProviderJourney = (organization: string) => useQuery(providerJourneyQuery(organization));

/**
 * The organisation's certificates, newest first (docs/decisions/015-certificates.md): one request per journey
 * screen, shared by the certificate areas of its completed levels.
 */
export const useOrganizationCertificates = (organization: string) =>
  useQuery({
    queryKey: journeyKeys.certificates(organization),
    queryFn: () => api.get<OrganizationCertificate[]>(`/certificates/organization/${enc(organization)}`),
    meta: { handlesErrors: true },
    staleTime: 0,
  });

/** A workshop report: a document the browser opens itself, in a new tab (docs/product.md §2, §7). */
export const workshopReportHref = (organization: string, reportRef: string, fileName: string) =>
  `/api/workshop/procurement/report/organization/${enc(organization)}/${enc(reportRef)}/${enc(fileName)}`;
