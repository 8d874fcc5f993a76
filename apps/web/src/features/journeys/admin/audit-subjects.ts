import {
  formatDate,
  ProcurementBranch,
  ProviderRecordKind,
  type AuditEntry,
  type CaseStudySummary,
  type ProcurementJourney,
  type ProviderJourney,
  type ProviderRecord,
  type WorkshopResult,
} from '@cert/domain';

/** A workshop result as the journey page names it: on its buttons' labels and in the log. */
export const workshopResultName = (record: WorkshopResult) =>
  `Workshop-Ergebnis ${ProcurementBranch.label(record.type)} vom ${formatDate(record.performedAt)}`;

/** A provider's record as the journey page names it: on its buttons' labels and in the log. */
export const providerRecordName = (record: ProviderRecord) =>
  `${ProviderRecordKind.label(record.kind)} „${record.eventName}“ vom ${formatDate(record.performedAt)}`;

/**
 * What each entry of the journey's log concerns, by the id the entry names (docs/decisions/014-journeys.md "Audit
 * log and mails"): the records, case studies and requests the journey still holds. A withdrawn record is gone from
 * the journey; its entry then names only its action.
 */
export function auditSubjects(
  journey: ProcurementJourney | ProviderJourney,
  entries: readonly AuditEntry[],
): Map<string, string> {
  const subjects = new Map<string, string>();
  const caseStudy = (study: Pick<CaseStudySummary, '_id' | 'title'> | null) => {
    if (study) subjects.set(study._id, `Praxisbeispiel „${study.title || 'ohne Titel'}“`);
  };
  // Every case study decided on, also the earlier ones the journey no longer names: the log says their titles.
  for (const { subjectId, caseStudyTitle } of entries)
    if (subjectId && caseStudyTitle !== null) caseStudy({ _id: subjectId, title: caseStudyTitle });
  for (const request of journey.requests)
    subjects.set(
      request._id,
      request.kind === 'participation'
        ? `Meldung: ${ProviderRecordKind.label(request.recordKind!)}`
        : `Anfrage: Workshop ${ProcurementBranch.label(request.branch!)}`,
    );
  if (journey.pathType === 'procurement') {
    for (const record of [...journey.silverOffice.records, ...journey.silverProject.records])
      subjects.set(record._id, workshopResultName(record));
    caseStudy(journey.gold.current);
    caseStudy(journey.gold.rejected);
  } else {
    const { professional, practitioner } = journey;
    for (const record of [
      professional.event,
      professional.elearning,
      practitioner.innovationEntry,
      practitioner.presentation,
    ])
      if (record) subjects.set(record._id, providerRecordName(record));
    caseStudy(practitioner.caseStudy);
    caseStudy(practitioner.rejected);
  }
  return subjects;
}
