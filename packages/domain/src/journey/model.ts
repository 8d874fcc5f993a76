import { z } from 'zod';
import { textSchema, webAddressSchema } from '../text';
import { defineOptions, type OptionValue } from '../options';
import { paginatedSchema } from '../pagination';
import { caseStudyDraftContentSchema, CaseStudyKind } from './case-study';
import { retentionInfoSchema } from '../scoring/evaluation-model';
import { CertificateLevel } from '../certificate';

/**
 * Journeys, workshop results, provider records and case studies (docs/product.md §3, §4, §7;
 * docs/decisions/014-journeys.md). Dates of events (performedAt, completedAt, opensAt) are calendar days
 * (YYYY-MM-DD, German time); moments (submittedAt, createdAt) are ISO date-times.
 */

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime();
const id = z.string();

export const ProcurementBranch = defineOptions({
  office: 'Beschaffungsstelle',
  project: 'Beschaffungsprojekt',
});
export type ProcurementBranch = OptionValue<typeof ProcurementBranch>;

/**
 * The specification's certification kinds (docs/questionnaire-rules.md §3 "Common") name the same two branches;
 * a client may send either name where it says which branch (docs/decisions/040-spec-option-lists.md).
 */
export const certificationKindBranches = {
  ProcurementOffice: 'office',
  ProcurementProject: 'project',
} as const satisfies Record<string, ProcurementBranch>;

/** A branch by its name here or by its certification kind; undefined for anything else. */
export function branchOf(value: string | undefined): ProcurementBranch | undefined {
  if (value === undefined) return undefined;
  if (value === 'office' || value === 'project') return value;
  return Object.hasOwn(certificationKindBranches, value)
    ? certificationKindBranches[value as keyof typeof certificationKindBranches]
    : undefined;
}

/** A branch in a request: either name, always answered as the branch. */
const requestBranchSchema = z
  .enum([
    ...ProcurementBranch.values,
    ...(Object.keys(certificationKindBranches) as ['ProcurementOffice', 'ProcurementProject']),
  ])
  .transform((value) => branchOf(value)!);

export const JourneyPathType = defineOptions({
  procurement: 'Öffentliche Auftraggeber',
  provider: 'Unternehmen',
});
export type JourneyPathType = OptionValue<typeof JourneyPathType>;

/** The highest level an organisation has completed (admin list filter pathProgress). */
export const ProcurementProgress = defineOptions({
  none: 'Noch keine Stufe',
  bronze: 'Bronze',
  silver: 'Silber',
  gold: 'Gold',
});
export const ProviderProgress = defineOptions({
  none: 'Noch keine Stufe',
  professional: 'Professional',
  practitioner: 'Practitioner',
  expert: 'Expert',
});
const JourneyProgress = [...new Set([...ProcurementProgress.values, ...ProviderProgress.values])] as [
  string,
  ...string[],
];

/** An admin decision on the journey as a whole (docs/product.md §4 "Journey"); new activity of the organisation makes it active again. */
export const JourneyStatus = defineOptions({
  active: 'Aktiv',
  postponed: 'Zurückgestellt',
  closed: 'Geschlossen',
});
export type JourneyStatus = OptionValue<typeof JourneyStatus>;

/** What the programme office has to do next on a journey (admin list GET /api/admin/journeys/tasks). */
export const JourneyTask = defineOptions({
  'workshop-due': 'Workshop durchführen und Ergebnis erfassen',
  'case-study-review': 'Praxisbeispiel prüfen',
  'records-due': 'Teilnahmen erfassen',
  'workshop-requested': 'Workshop angefragt: Termin vereinbaren und Ergebnis erfassen',
  'participation-reported': 'Gemeldete Teilnahme prüfen und erfassen',
});
export type JourneyTask = OptionValue<typeof JourneyTask>;

/**
 * Where a level stands for the organisation: done; open (can be worked on now); waiting (opens at opensAt after
 * a waiting period); retention (a failed result, opens again at the retention's end); in-review (its case study
 * submitted, an admin decides; named so, since a practitioner's records may still be missing beside it); locked (an
 * earlier level is missing).
 */
export const LevelStatus = defineOptions({
  done: 'Abgeschlossen',
  open: 'Verfügbar',
  waiting: 'Wartezeit',
  retention: 'Wartefrist nach nicht bestandenem Ergebnis',
  'in-review': 'Praxisbeispiel in Prüfung',
  locked: 'Noch nicht verfügbar',
});
export type LevelStatus = OptionValue<typeof LevelStatus>;

const levelBase = {
  status: z.enum(LevelStatus.values),
  /** The day the level was completed; null until then. */
  completedAt: isoDate.nullable(),
  /** The day the level opens when status is waiting or retention; otherwise null. */
  opensAt: isoDate.nullable(),
};

/** A submitted questionnaire as a journey record (bronze, expert). */
export const questionnaireSummarySchema = z.object({
  _id: id,
  state: z.enum(['PASSED', 'FAILED']),
  stateUpdatedAt: isoDateTime,
  submittedAt: isoDateTime,
});
export type QuestionnaireSummary = z.infer<typeof questionnaireSummarySchema>;

/** Bronze of a branch, and the provider's expert level: one questionnaire. */
export const questionnaireLevelSchema = z.object({
  ...levelBase,
  /** The latest submitted record; passed when it passed. */
  current: questionnaireSummarySchema.nullable(),
  /** Earlier failed records, newest first. */
  failed: z.array(questionnaireSummarySchema),
  /** An open draft of this questionnaire, to continue: the one edited last. */
  draftId: id.nullable(),
  /** How many drafts of this questionnaire are open: with more than one, the respondent chooses which to continue. */
  draftCount: z.number().int().nonnegative(),
  retention: retentionInfoSchema,
});
export type QuestionnaireLevel = z.infer<typeof questionnaireLevelSchema>;

/** docs/product.md §3 "Workshop procurement result", plus passed (silver needs a passed workshop). */
export const workshopResultSchema = z.object({
  _id: id,
  type: z.enum(ProcurementBranch.values),
  organization: id,
  reportRef: id,
  /** The report's file name for the download link (default 'Workshop Ergebnisbericht.pdf'). */
  fileName: z.string(),
  performedAt: isoDate,
  passed: z.boolean(),
  comment: z.string().nullable(),
  createdAt: isoDateTime,
});
export type WorkshopResult = z.infer<typeof workshopResultSchema>;

export const silverLevelSchema = z.object({ ...levelBase, records: z.array(workshopResultSchema) });
export type SilverLevel = z.infer<typeof silverLevelSchema>;

export const ProviderRecordKind = defineOptions({
  event: 'Teilnahme an einer Programmveranstaltung',
  elearning: 'Teilnahme am E-Learning',
  'innovation-entry': 'Innovationseintrag auf dem Marktplatz',
  presentation: 'Präsentation des Praxisbeispiels auf einer Programmveranstaltung',
});
export type ProviderRecordKind = OptionValue<typeof ProviderRecordKind>;

export const providerRecordSchema = z.object({
  _id: id,
  kind: z.enum(ProviderRecordKind.values),
  organization: id,
  performedAt: isoDate,
  /** The event or e-learning; for an innovation entry the innovation's title. */
  eventName: z.string(),
  /** Innovation entry: its address on the marketplace. */
  url: z.string().nullable(),
  createdAt: isoDateTime,
});
export type ProviderRecord = z.infer<typeof providerRecordSchema>;

export const CaseStudyState = defineOptions({
  DRAFT: 'Entwurf',
  SUBMITTED: 'Eingereicht',
  ACCEPTED: 'Angenommen',
  REJECTED: 'Abgelehnt',
});
export type CaseStudyState = OptionValue<typeof CaseStudyState>;

export const caseStudySummarySchema = z.object({
  _id: id,
  kind: z.enum(CaseStudyKind.values),
  state: z.enum(CaseStudyState.values),
  title: z.string(),
  /** When it was last changed: a draft's last save, what an interrupted author looks for. */
  updatedAt: isoDateTime,
  submittedAt: isoDateTime.nullable(),
  reviewedAt: isoDateTime.nullable(),
  reviewComment: z.string().nullable(),
});
export type CaseStudySummary = z.infer<typeof caseStudySummarySchema>;

/**
 * The latest rejected case study while a newer one is in work (a draft, or submitted): its comment is what the new
 * one answers, for the organisation writing it and the office deciding on it; null otherwise.
 */
const rejectedCaseStudy = caseStudySummarySchema.nullable();

/** Gold: the current case study (its own passed state: accepted). */
export const goldLevelSchema = z.object({
  ...levelBase,
  current: caseStudySummarySchema.nullable(),
  rejected: rejectedCaseStudy,
});
export type GoldLevel = z.infer<typeof goldLevelSchema>;

export const professionalLevelSchema = z.object({
  ...levelBase,
  /** The latest record of each kind (spec: "reads current with its event and e-learning records"). */
  event: providerRecordSchema.nullable(),
  elearning: providerRecordSchema.nullable(),
});
export type ProfessionalLevel = z.infer<typeof professionalLevelSchema>;

export const practitionerLevelSchema = z.object({
  ...levelBase,
  innovationEntry: providerRecordSchema.nullable(),
  presentation: providerRecordSchema.nullable(),
  caseStudy: caseStudySummarySchema.nullable(),
  rejected: rejectedCaseStudy,
});
export type PractitionerLevel = z.infer<typeof practitionerLevelSchema>;

/**
 * What a respondent asks the programme office for (docs/product.md §4 "Requests"): a provider reports a
 * participation to be recorded, a procurer asks for the silver workshop of a branch.
 */
const JourneyRequestKind = defineOptions({
  participation: 'Gemeldete Teilnahme',
  workshop: 'Workshop-Anfrage',
});
type JourneyRequestKind = OptionValue<typeof JourneyRequestKind>;

/** Open until the office records from it (done) or declines it with a reason (dismissed). */
const JourneyRequestState = defineOptions({
  open: 'Liegt dem Programmteam vor',
  done: 'Erledigt',
  dismissed: 'Nicht übernommen',
});
type JourneyRequestState = OptionValue<typeof JourneyRequestState>;

export const journeyRequestSchema = z.object({
  _id: id,
  kind: z.enum(JourneyRequestKind.values),
  /** A participation: what the provider took part in. */
  recordKind: z.enum(ProviderRecordKind.values).nullable(),
  /** A workshop request: the branch whose silver workshop is asked for. */
  branch: z.enum(ProcurementBranch.values).nullable(),
  performedAt: isoDate.nullable(),
  eventName: z.string().nullable(),
  url: z.string().nullable(),
  /** The respondent's note (for a workshop: dates that suit, whom to call). */
  note: z.string().nullable(),
  state: z.enum(JourneyRequestState.values),
  createdAt: isoDateTime,
  closedAt: isoDateTime.nullable(),
  /** Why the office did not take it over. */
  closingComment: z.string().nullable(),
});
export type JourneyRequest = z.infer<typeof journeyRequestSchema>;

/** At most this many open requests per organisation: the office answers them one by one. */
export const MAX_OPEN_JOURNEY_REQUESTS = 5;

const journeyBase = {
  _id: id,
  organization: id,
  organizationName: z.string(),
  status: z.enum(JourneyStatus.values),
  statusComment: z.string().nullable(),
  /** The day the next level opens after a waiting period, if one is waiting. */
  nextOpensAt: isoDate.nullable(),
  /** The organisation's requests: every open one and the latest closed ones, newest first. */
  requests: z.array(journeyRequestSchema),
};

/** GET /api/journey/procurement/organization/{id}: the whole procurer journey in one read (ours). */
export const procurementJourneySchema = z.object({
  ...journeyBase,
  pathType: z.literal('procurement'),
  progress: z.enum(ProcurementProgress.values),
  bronzeOffice: questionnaireLevelSchema,
  bronzeProject: questionnaireLevelSchema,
  silverOffice: silverLevelSchema,
  silverProject: silverLevelSchema,
  gold: goldLevelSchema,
});
export type ProcurementJourney = z.infer<typeof procurementJourneySchema>;

/** GET /api/journey/provider/organization/{id}: the whole provider journey in one read (ours). */
export const providerJourneySchema = z.object({
  ...journeyBase,
  pathType: z.literal('provider'),
  progress: z.enum(ProviderProgress.values),
  professional: professionalLevelSchema,
  practitioner: practitionerLevelSchema,
  expert: questionnaireLevelSchema,
});
export type ProviderJourney = z.infer<typeof providerJourneySchema>;

/*
 * The specification's journey reads answer the slices of these objects:
 *   GET /api/journey/procurement/{bronze|silver}/{office|project}/organization/{id} → bronzeX / silverX
 *   GET /api/journey/procurement/gold/organization/{id} → gold
 *   GET /api/journey/provider/professional/organization/{id} → professional
 *   GET /api/journey/provider/practitioner/organization/{id} → practitioner
 */

/** An entry of the audit log (admin decisions with who and when). */
export const AuditAction = defineOptions({
  'workshop.recorded': 'Workshop-Ergebnis erfasst',
  'provider-record.recorded': 'Teilnahme erfasst',
  'case-study.accepted': 'Praxisbeispiel angenommen',
  'case-study.rejected': 'Praxisbeispiel abgelehnt',
  'journey.postponed': 'Zertifizierungspfad zurückgestellt',
  'journey.closed': 'Zertifizierungspfad als inaktiv geschlossen',
  'certificate.revoked': 'Zertifikat widerrufen',
  'record.withdrawn': 'Nachweis zurückgezogen',
  'record.corrected': 'Nachweis berichtigt',
  'request.dismissed': 'Meldung oder Anfrage nicht übernommen',
  'register.listed': 'Im öffentlichen Verzeichnis aufgeführt',
  'register.left': 'Aus dem öffentlichen Verzeichnis entfernt',
  'register.removed': 'Vom Programmteam aus dem Verzeichnis genommen',
});
export type AuditAction = OptionValue<typeof AuditAction>;

export const auditEntrySchema = z.object({
  _id: id,
  action: z.enum(AuditAction.values),
  /** The admin's name (or e-mail address when the profile has no name). */
  actor: z.string().nullable(),
  subjectId: id.nullable(),
  /** The title of the case study the entry concerns, when it concerns one: the journey names only its latest. */
  caseStudyTitle: z.string().nullable(),
  comment: z.string().nullable(),
  createdAt: isoDateTime,
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** GET /api/admin/organization/{id}/journey: the journey plus its audit log, for the admin journey pages (ours). */
export const adminJourneySchema = z.object({
  journey: z.discriminatedUnion('pathType', [procurementJourneySchema, providerJourneySchema]),
  audit: z.array(auditEntrySchema),
});
export type AdminJourney = z.infer<typeof adminJourneySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Admin writes

const comment = textSchema({ multiline: true }).min(1).max(2000);
const optionalComment = textSchema({ multiline: true }).max(2000).optional();

/** The largest workshop report the API takes (docs/security.md 23), and what a larger one is told, in the form and by the API alike. */
export const REPORT_MAX_BYTES = 20 * 1024 * 1024;
export const REPORT_TOO_LARGE_MESSAGE =
  'Der Ergebnisbericht ist größer als 20 MB. Bitte wählen Sie eine kleinere PDF-Datei aus.';

/** POST /api/workshop/procurement/report (multipart, field `file`) answers this. */
export const workshopReportUploadSchema = z.object({ reportRef: id, fileName: z.string() });

/** POST /api/workshop/procurement. performedAt lies in the date field's window (14 days back to today). */
export const workshopResultBodySchema = z.strictObject({
  type: requestBranchSchema,
  organization: id,
  reportRef: id,
  performedAt: isoDate,
  passed: z.boolean(),
  comment: optionalComment,
});

/**
 * PUT …/withdraw: a platform admin withdraws a workshop result or a provider record entered by mistake; the reason
 * goes to the audit log, the organisation's mail and the revocation of a certificate that rested on it
 * (docs/decisions/041-withdrawing-records.md).
 */
export const withdrawRecordBodySchema = z.strictObject({ reason: comment });

/** PUT …/provider/record/{recordId}: a provider record corrected in place; `url` for an innovation entry only. */
export const correctProviderRecordBodySchema = z.strictObject({
  performedAt: isoDate,
  eventName: textSchema().min(1).max(300),
  url: webAddressSchema({ max: 2000 }).optional(),
  reason: comment,
});
export type CorrectProviderRecordBody = z.infer<typeof correctProviderRecordBodySchema>;

/**
 * PUT …/procurement/workshop/{recordId}: a workshop result corrected in place; `reportRef` (from an upload, as for
 * recording) replaces its report, whose old file stays, named in the audit entry.
 */
export const correctWorkshopBodySchema = z.strictObject({
  performedAt: isoDate,
  passed: z.boolean(),
  comment: optionalComment,
  // A uuid, as the upload answers it: anything else is a 400 at the field, never a query with a malformed id.
  reportRef: z.uuid().optional(),
  reason: comment,
});
export type CorrectWorkshopBody = z.infer<typeof correctWorkshopBodySchema>;

/** POST /api/admin/organization/{id}/journey/provider/professional/event|elearning and practitioner/presentation. */
export const providerRecordBodySchema = z.strictObject({
  performedAt: isoDate,
  eventName: textSchema().min(1).max(300),
});
/** POST …/practitioner/innovation-entry: the innovation's title and its marketplace address. */
export const innovationEntryBodySchema = z.strictObject({
  performedAt: isoDate,
  eventName: textSchema().min(1).max(300),
  url: webAddressSchema({ max: 2000 }),
});

/** POST /api/journey/provider/organization/{id}/requests: a provider reports a participation (ours). */
export const participationReportBodySchema = z.strictObject({
  recordKind: z.enum(ProviderRecordKind.values),
  performedAt: isoDate,
  eventName: textSchema().min(1).max(300),
  url: webAddressSchema({ max: 2000 }).optional(),
  note: optionalComment,
});
export type ParticipationReportBody = z.infer<typeof participationReportBodySchema>;

/** POST /api/journey/procurement/organization/{id}/requests: a procurer asks for a branch's silver workshop (ours). */
export const workshopRequestBodySchema = z.strictObject({
  branch: requestBranchSchema,
  note: optionalComment,
});
export type WorkshopRequestBody = z.infer<typeof workshopRequestBodySchema>;

/** POST …/requests/{requestId}/record: the record as the office checked it (the kind comes from the request). */
export const recordFromRequestBodySchema = z.strictObject({
  performedAt: isoDate,
  eventName: textSchema().min(1).max(300),
  url: webAddressSchema({ max: 2000 }).optional(),
});

/** PUT …/case-study/accept|reject, POST /api/admin/journeys/{id}/postpone-procurement|close-stale-procurement. */
export const decisionCommentBodySchema = z.strictObject({ comment });
/** Accepting may go without a comment. */
export const acceptBodySchema = z.strictObject({ comment: optionalComment });

// ---------------------------------------------------------------------------------------------------------------
// Admin journey lists: GET /api/admin/journeys and GET /api/admin/journeys/tasks

export const JourneySortOrder = defineOptions({
  'activity-desc': 'Neueste Aktivität zuerst',
  'activity-asc': 'Älteste Aktivität zuerst',
  'name-asc': 'Name A–Z',
  'name-desc': 'Name Z–A',
});

/**
 * Query: page, pageSize, pathType, pathProgress, statusFilter, sortOrder, filter.name._regex_ (docs/decisions/014-journeys.md),
 * and the general list rules' search.name.
 */
export const adminJourneyListQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
  pathType: z.enum(JourneyPathType.values).optional(),
  pathProgress: z.enum(JourneyProgress).optional(),
  statusFilter: z.enum(JourneyStatus.values).optional(),
  sortOrder: z.enum(JourneySortOrder.values).default('activity-desc'),
  'filter.name._regex_': z.string().min(1).max(100).optional(),
  /** The organisation's name contains this text, case-insensitive (docs/product.md §7 "List queries"). */
  'search.name': textSchema().min(1).max(100).optional(),
});
export type AdminJourneyListQuery = z.infer<typeof adminJourneyListQuerySchema>;

export const adminJourneyListItemSchema = z.object({
  _id: id,
  organization: id,
  organizationName: z.string(),
  pathType: z.enum(JourneyPathType.values),
  progress: z.enum(JourneyProgress),
  status: z.enum(JourneyStatus.values),
  openTask: z.enum(JourneyTask.values).nullable(),
  nextOpensAt: isoDate.nullable(),
  /** The levels that open on nextOpensAt (empty for a journey not refreshed since this was added). */
  nextOpensLevels: z.array(z.enum(CertificateLevel.values)),
  lastActivityAt: isoDateTime,
});
export type AdminJourneyListItem = z.infer<typeof adminJourneyListItemSchema>;
export const adminJourneyListSchema = paginatedSchema(adminJourneyListItemSchema);

// ---------------------------------------------------------------------------------------------------------------
// Case studies (ADR 014): base /api/journey/procurement/gold/case-study and /api/journey/provider/practitioner/case-study
//   POST {base}                           {organization, content, } → 201 record (draft)
//   GET  {base}/organization/{orgId}      → the organisation's current case study (latest) or 404
//   GET  {base}/{id}                      → record
//   PUT  {base}/{id}                      {content, version} → record (409 when stale, 409 when not a draft)
//   PUT  {base}/{id}/submit               {content, version} → record (SUBMITTED); 409 LEVEL_NOT_OPEN before the level opens
//   DELETE {base}/{id}                    → 204 (drafts only)

export const caseStudyRecordSchema = z.object({
  _id: id,
  kind: z.enum(CaseStudyKind.values),
  organization: id,
  version: z.number().int().min(1),
  state: z.enum(CaseStudyState.values),
  content: caseStudyDraftContentSchema,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  submittedAt: isoDateTime.nullable(),
  reviewedAt: isoDateTime.nullable(),
  reviewComment: z.string().nullable(),
});
export type CaseStudyRecord = z.infer<typeof caseStudyRecordSchema>;

export const createCaseStudyBodySchema = z.strictObject({
  organization: id,
  content: caseStudyDraftContentSchema,
});
export const saveCaseStudyBodySchema = z.strictObject({
  content: caseStudyDraftContentSchema,
  version: z.number().int().min(1),
});
