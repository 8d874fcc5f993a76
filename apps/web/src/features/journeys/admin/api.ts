import {
  type CorrectProviderRecordBody,
  type CorrectWorkshopBody,
  type CaseStudyKind,
  type ProcurementBranch,
  type ProviderRecordKind,
} from '@cert/domain';
import {
  adminJourneyContracts,
  caseStudyContracts,
  certificateContracts,
  workshopContracts,
} from '@cert/domain/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api-client';
import { callKey, callQuery } from '@/lib/call-query';
import type { ListView } from '@/components/admin-list/list-view';
import { toApiParams, type JourneyListQuery } from './list-state';
import { uploadReport } from './upload-report';

// The admin journey calls (docs/decisions/014-journeys.md), their cache keys from the contracts
// (lib/call-query.ts); the lists' key names both, the tasks and all journeys.
const adminJourneysKey = callKey(adminJourneyContracts.list.all);
const adminJourneyKey = (organizationId: string) =>
  callKey(adminJourneyContracts.read, { params: { id: organizationId } });
const certificatesKey = (organizationId: string) =>
  callKey(certificateContracts.ofOrganization, { params: { id: organizationId } });

export function useJourneyList(view: ListView, query: JourneyListQuery) {
  const list = adminJourneyContracts.list[view === 'tasks' ? 'tasks' : 'all'];
  return useQuery({
    ...callQuery(list, { query: Object.fromEntries(toApiParams(query)) }),
    // Paging and filtering keep the old rows on screen until the new page is there.
    placeholderData: keepPreviousData,
    meta: { handlesErrors: true },
  });
}

/** A case study's full text, which the programme office reads before deciding (platform admins may read it). */
export function useCaseStudyText(kind: CaseStudyKind, id: string) {
  return useQuery({
    ...callQuery(caseStudyContracts[kind].read, { params: { id } }),
    meta: { handlesErrors: true },
  });
}

export function useAdminJourney(organizationId: string) {
  return useQuery({
    ...callQuery(adminJourneyContracts.read, { params: { id: organizationId } }),
    meta: { handlesErrors: true },
  });
}

/**
 * After any decision or record on a journey, the journey, the lists (task, progress, activity) and the
 * organisation's certificates are out of date: a record or an accepted case study can complete a level and issue its
 * certificate, a withdrawal or correction can revoke one (docs/decisions/015-certificates.md).
 */
function useInvalidateJourney(organizationId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminJourneysKey }),
      queryClient.invalidateQueries({ queryKey: adminJourneyKey(organizationId) }),
      queryClient.invalidateQueries({ queryKey: certificatesKey(organizationId) }),
    ]);
}

/**
 * A write on an organisation's journey: its refusals are the screen's to show, and the journey is read anew
 * afterwards, decided or not (409: somebody else was faster), or only on success where a refused form stays to be
 * corrected.
 */
function useJourneyWrite<V, R>(
  organizationId: string,
  mutationFn: (variables: V) => Promise<R>,
  readAnew: 'settled' | 'success' = 'settled',
) {
  const invalidate = useInvalidateJourney(organizationId);
  return useMutation({
    mutationFn,
    meta: { handlesErrors: true },
    ...(readAnew === 'settled' ? { onSettled: invalidate } : { onSuccess: invalidate }),
  });
}

export type CaseStudyVerdict = 'accept' | 'reject';

export function useCaseStudyDecision(organizationId: string) {
  return useJourneyWrite(
    organizationId,
    ({ kind, verdict, comment }: { kind: CaseStudyKind; verdict: CaseStudyVerdict; comment: string }) =>
      api.call(caseStudyContracts[kind].decide[verdict], {
        params: { id: organizationId },
        body: comment ? { comment } : {},
      }),
  );
}

export type JourneyStatusAction = 'postpone' | 'close';

export function useJourneyStatusAction(organizationId: string) {
  return useJourneyWrite(
    organizationId,
    ({ journeyId, action, comment }: { journeyId: string; action: JourneyStatusAction; comment: string }) =>
      api.call(adminJourneyContracts.status[action], { params: { id: journeyId }, body: { comment } }),
  );
}

type ProviderRecordInput = { performedAt: string; eventName: string; url?: string };

/** A provider record; with `requestId` recorded from the provider's report, which it answers (ADR 047). */
export function useProviderRecord(organizationId: string, kind: ProviderRecordKind, requestId?: string) {
  return useJourneyWrite(
    organizationId,
    (body: ProviderRecordInput) =>
      requestId
        ? api.call(adminJourneyContracts.requests.record, { params: { id: organizationId, requestId }, body })
        : api.call(adminJourneyContracts.record[kind], { params: { id: organizationId }, body }),
    'success',
  );
}

/** Declines a respondent's request with the office's reason, which the organisation gets by e-mail. */
export function useDismissRequest(organizationId: string) {
  return useJourneyWrite(organizationId, ({ requestId, comment }: { requestId: string; comment: string }) =>
    api.call(adminJourneyContracts.requests.dismiss, {
      params: { id: organizationId, requestId },
      body: { comment },
    }),
  );
}

type WorkshopInput = {
  type: ProcurementBranch;
  performedAt: string;
  passed: boolean;
  comment: string;
  file: File;
};

/**
 * Uploads the report, then records the result with its reference. A report already uploaded for the same file
 * (the result was refused, e.g. 409 before the level opened) is not sent again.
 */
export function useWorkshopResult(organizationId: string) {
  const [uploaded] = useState(() => new WeakMap<File, string>());
  return useJourneyWrite(
    organizationId,
    async ({ file, comment, ...result }: WorkshopInput) => {
      const reportRef = uploaded.get(file) ?? (await uploadReport(file)).reportRef;
      uploaded.set(file, reportRef);
      return api.call(workshopContracts.record, {
        body: {
          ...result,
          organization: organizationId,
          reportRef,
          ...(comment.trim() ? { comment: comment.trim() } : {}),
        },
      });
    },
    'success',
  );
}

/** The organisation's certificates, newest first (docs/decisions/015-certificates.md). */
export function useOrganizationCertificates(organizationId: string) {
  return useQuery({
    ...callQuery(certificateContracts.ofOrganization, { params: { id: organizationId } }),
    meta: { handlesErrors: true },
  });
}

/** Withdraws a workshop result or provider record with a reason; the journey and certificates are read anew. */
export function useWithdrawRecord(organizationId: string) {
  return useJourneyWrite(
    organizationId,
    ({ kind, recordId, reason }: { kind: WithdrawableKind; recordId: string; reason: string }) =>
      api.call(adminJourneyContracts.withdraw[kind], {
        params: { id: organizationId, recordId },
        body: { reason },
      }),
  );
}

export type WithdrawableKind = 'workshop' | 'provider-record';

/** Corrects a workshop result or provider record in place with a reason; the journey and certificates anew. */
export function useCorrectRecord(organizationId: string) {
  // The form parsed the body with the schema of the record's kind.
  return useJourneyWrite(
    organizationId,
    async ({ kind, recordId, body }: { kind: WithdrawableKind; recordId: string; body: object }) => {
      await (kind === 'workshop'
        ? api.call(adminJourneyContracts.correct.workshop, {
            params: { id: organizationId, recordId },
            body: body as CorrectWorkshopBody,
          })
        : api.call(adminJourneyContracts.correct['provider-record'], {
            params: { id: organizationId, recordId },
            body: body as CorrectProviderRecordBody,
          }));
    },
  );
}

/** Revokes a certificate with its reason; the journey and the certificates are read anew either way. */
export function useRevokeCertificate(organizationId: string) {
  return useJourneyWrite(organizationId, ({ code, reason }: { code: string; reason: string }) =>
    api.call(certificateContracts.revoke, { params: { code }, body: { reason } }),
  );
}
