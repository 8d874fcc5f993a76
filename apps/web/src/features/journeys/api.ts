import {
  caseStudyLockOf,
  type CaseStudyKind,
  type CaseStudyLock,
  type CaseStudySummary,
  type ParticipationReportBody,
  type WorkshopRequestBody,
  pathTypeOf,
  questionnaireLevelOf,
  type JourneyPathType,
  type OrganizationType,
  type QuestionnaireKind,
  type QuestionnaireLevel,
} from '@cert/domain';
import { certificateContracts, journeyContracts } from '@cert/domain/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { callKey, callQuery } from '@/lib/call-query';
import { openDraftsQuery } from '@/lib/open-drafts';

/** The journey reads of docs/decisions/014-journeys.md: the whole journey of an organisation in one call. */
const procurementJourneyQuery = (organization: string) =>
  queryOptions({
    // Every level is there: the API answers through the contract's schema.
    ...callQuery(journeyContracts.procurement, { params: { id: organization } }),
    meta: { handlesErrors: true },
    // Submits and admin decisions elsewhere move the journey: read it afresh whenever the screen opens.
    staleTime: 0,
  });

const providerJourneyQuery = (organization: string) =>
  queryOptions({
    ...callQuery(journeyContracts.provider, { params: { id: organization } }),
    meta: { handlesErrors: true },
    staleTime: 0,
  });

/**
 * The level each questionnaire counts for on the organisation's journey (its lock, its waiting period, a passed
 * result), for the questionnaire screens: null while the journey loads, without an organisation, or for a
 * questionnaire of the other path.
 */
export function useQuestionnaireLevels(
  organization: { _id: string; type: OrganizationType } | null,
): (kind: QuestionnaireKind) => QuestionnaireLevel | null {
  const pathType = organization ? pathTypeOf(organization.type) : null;
  const procurement = useQuery({
    ...procurementJourneyQuery(organization?._id ?? ''),
    enabled: pathType === 'procurement',
  });
  const provider = useQuery({
    ...providerJourneyQuery(organization?._id ?? ''),
    enabled: pathType === 'provider',
  });
  const journey =
    pathType === 'procurement' ? procurement.data : pathType === 'provider' ? provider.data : null;
  return (kind) => (journey ? questionnaireLevelOf(journey, kind) : null);
}

/**
 * A case study's level on the journey, for its screen: what holds its submit back today (the domain's
 * `caseStudyLockOf`; null while the journey loads or cannot be read, the server's refusal still says it), and the
 * rejected case study a new one answers.
 */
export function useCaseStudyLevel(
  kind: CaseStudyKind,
  organization: string | undefined,
): { lock: CaseStudyLock; rejected: CaseStudySummary | null } {
  const known = organization !== undefined;
  const procurement = useQuery({
    ...procurementJourneyQuery(organization ?? ''),
    enabled: known && kind === 'gold',
  });
  const provider = useQuery({
    ...providerJourneyQuery(organization ?? ''),
    enabled: known && kind === 'practitioner',
  });
  const level = kind === 'gold' ? procurement.data?.gold : provider.data?.practitioner;
  return { lock: level ? caseStudyLockOf(level) : null, rejected: level?.rejected ?? null };
}

/**
 * The organisation's draft of a questionnaire that its journey continues (the one changed last), with its progress
 * and who changed it when (docs/questionnaire-rules.md §4); undefined while it loads or when it cannot be read.
 */
export function useLatestDraftFacts(kind: QuestionnaireKind, organization: string, draftId: string) {
  return useQuery({
    ...openDraftsQuery(kind, organization),
    // The draft the journey's link continues: the same one, as long as both read the one changed last.
    select: (docs) => docs.find((draft) => draft._id === draftId),
    meta: { handlesErrors: true },
  }).data;
}

export const useProcurementJourney = (organization: string) =>
  useQuery(procurementJourneyQuery(organization));
export const useProviderJourney = (organization: string) => useQuery(providerJourneyQuery(organization));

/**
 * The organisation's certificates, newest first (docs/decisions/015-certificates.md): one request per journey
 * screen, shared by the certificate areas of its completed levels.
 */
export const useOrganizationCertificates = (organization: string) =>
  useQuery({
    ...callQuery(certificateContracts.ofOrganization, { params: { id: organization } }),
    meta: { handlesErrors: true },
    staleTime: 0,
  });

/**
 * A request to the programme office (docs/product.md §4 "Requests"): a provider's reported participation or a
 * procurer's workshop request; the journey is read afresh so that the request shows at once.
 */
export function useJourneyRequest<Body extends ParticipationReportBody | WorkshopRequestBody>(
  organization: string,
  pathType: JourneyPathType,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      pathType === 'provider'
        ? api.call(journeyContracts.requests.provider, {
            params: { id: organization },
            body: body as ParticipationReportBody,
          })
        : api.call(journeyContracts.requests.procurement, {
            params: { id: organization },
            body: body as WorkshopRequestBody,
          }),
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: callKey(journeyContracts[pathType], { params: { id: organization } }),
      }),
    meta: { handlesErrors: true },
  });
}
