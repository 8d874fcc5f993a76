import type {
  CaseStudySummary,
  GoldLevel,
  JourneyRequest,
  JourneyStatus,
  JourneyTask,
  LevelStatus,
  PractitionerLevel,
  ProcurementBranch,
  ProcurementJourney,
  ProfessionalLevel,
  ProviderJourney,
  ProviderRecord,
  ProviderRecordKind,
  QuestionnaireLevel,
  QuestionnaireSummary,
  SilverLevel,
  WorkshopResult,
} from './model';
import type { CaseStudyKind } from './case-study';
import { formatDate, isoDateInGermany } from '../format/dates';
import type { QuestionnaireKind } from '../questionnaires/registry';
import { addDuration, retentionInfo, waitingPeriods, type Duration } from './periods';

/**
 * The journey rules of docs/decisions/014-journeys.md: the levels are computed from the organisation's records,
 * never stored. Pure functions of the records and the moment, so that API and web agree.
 */

/** A questionnaire of the organisation: a submission (PASSED or FAILED) or an open draft (submittedAt null). */
export type JourneyQuestionnaire = {
  _id: string;
  kind: QuestionnaireKind;
  state: string;
  stateUpdatedAt: string;
  submittedAt: string | null;
  updatedAt: string;
};

/** A case study as the journey needs it: the summary plus when it was created. */
export type JourneyCaseStudy = CaseStudySummary & { createdAt: string };

export type JourneyRecords = {
  questionnaires: readonly JourneyQuestionnaire[];
  workshopResults: readonly WorkshopResult[];
  providerRecords: readonly ProviderRecord[];
  caseStudies: readonly JourneyCaseStudy[];
  /** The organisation's requests to the programme office (only open ones make a task). */
  requests: readonly JourneyRequest[];
  /** The journey's status: postponed and closed journeys have no open task. */
  status: JourneyStatus;
};

type Derived = {
  openTask: JourneyTask | null;
  /** The earliest day a waiting level opens (waiting period or retention); null when nothing waits. */
  nextOpensAt: string | null;
};

export type ProcurementLevels = Derived & {
  progress: 'none' | 'bronze' | 'silver' | 'gold';
  bronzeOffice: QuestionnaireLevel;
  bronzeProject: QuestionnaireLevel;
  silverOffice: SilverLevel;
  silverProject: SilverLevel;
  gold: GoldLevel;
};

export type ProviderLevels = Derived & {
  progress: 'none' | 'professional' | 'practitioner' | 'expert';
  professional: ProfessionalLevel;
  practitioner: PractitionerLevel;
  expert: QuestionnaireLevel;
};

/**
 * When a level can be worked on: locked (an earlier level is missing), or from `opensAt` on (null: no waiting
 * period). Independent of today, so that an admin record's date can be checked against it.
 */
type Opening = { locked: true } | { locked: false; opensAt: string | null };

const day = (moment: string) => isoDateInGermany(new Date(moment));
const latestDay = (days: Array<string | null | undefined>) =>
  days
    .filter((value): value is string => !!value)
    .sort()
    .at(-1) ?? null;
const earliestDay = (days: Array<string | null | undefined>) =>
  days.filter((value): value is string => !!value).sort()[0] ?? null;
const byDesc =
  <T>(key: (item: T) => string) =>
  (a: T, b: T) =>
    key(b).localeCompare(key(a));

function afterPeriod(from: string | null, period: Duration): Opening {
  return { locked: false, opensAt: from ? addDuration(from, period) : null };
}

/** The later of several openings; locked wins. */
function laterOpening(...openings: Opening[]): Opening {
  if (openings.some((opening) => opening.locked)) return { locked: true };
  const days = openings.map((opening) => (opening.locked ? null : opening.opensAt));
  return { locked: false, opensAt: latestDay(days) };
}

const OPEN: Opening = { locked: false, opensAt: null };
const LOCKED: Opening = { locked: true };

/** Status and opening day of a level that is not done (or in review), from its opening and today. */
function pendingStatus(opening: Opening, today: string): { status: LevelStatus; opensAt: string | null } {
  if (opening.locked) return { status: 'locked', opensAt: null };
  if (opening.opensAt && today < opening.opensAt) return { status: 'waiting', opensAt: opening.opensAt };
  return { status: 'open', opensAt: null };
}

// --- Questionnaire levels (bronze office and project, expert) -----------------------------------------------

/**
 * Submissions with their result, newest first. A submission stored before results existed (migration 0004) has
 * none until its evaluation is first read, and counts from then on.
 */
function submissionsOf(records: JourneyRecords, kind: QuestionnaireKind) {
  return records.questionnaires
    .filter(
      (record) =>
        record.kind === kind &&
        record.submittedAt !== null &&
        (record.state === 'PASSED' || record.state === 'FAILED'),
    )
    .sort(byDesc((record) => record.submittedAt!));
}

const toSummary = (record: JourneyQuestionnaire): QuestionnaireSummary => ({
  _id: record._id,
  state: record.state as QuestionnaireSummary['state'],
  stateUpdatedAt: record.stateUpdatedAt,
  submittedAt: record.submittedAt!,
});

/** The facts of a questionnaire level that do not depend on other levels. */
function questionnaireFacts(records: JourneyRecords, kind: QuestionnaireKind) {
  const submissions = submissionsOf(records, kind);
  const current = submissions[0] ?? null;
  const drafts = records.questionnaires
    .filter((record) => record.kind === kind && record.submittedAt === null)
    .sort(byDesc((record) => record.updatedAt));
  const draft = drafts[0];
  const passed = current?.state === 'PASSED';
  return {
    current,
    passed,
    completedAt: passed ? day(current.stateUpdatedAt) : null,
    everPassed: submissions.some((record) => record.state === 'PASSED'),
    failed: submissions.slice(1).filter((record) => record.state === 'FAILED'),
    draftId: draft?._id ?? null,
    draftCount: drafts.length,
  };
}

function questionnaireLevel(
  facts: ReturnType<typeof questionnaireFacts>,
  opening: Opening,
  now: Date,
): QuestionnaireLevel {
  const retention = retentionInfo(facts.current, now);
  const base = {
    current: facts.current ? toSummary(facts.current) : null,
    failed: facts.failed.map(toSummary),
    draftId: facts.draftId,
    draftCount: facts.draftCount,
    retention,
  };
  if (facts.passed) return { ...base, status: 'done', completedAt: facts.completedAt, opensAt: null };
  const pending = pendingStatus(opening, isoDateInGermany(now));
  if (retention.isInRetention && (pending.status !== 'waiting' || retention.endDate! >= pending.opensAt!)) {
    return { ...base, status: 'retention', completedAt: null, opensAt: retention.endDate };
  }
  return { ...base, ...pending, completedAt: null };
}

// --- Procurer ------------------------------------------------------------------------------------------------

const BRANCHES = ['office', 'project'] as const satisfies readonly ProcurementBranch[];
const bronzeKind = { office: 'procurement-office', project: 'procurement-project' } as const;
const otherBranch = (branch: ProcurementBranch): ProcurementBranch =>
  branch === 'office' ? 'project' : 'office';

/**
 * The case study a level shows: the latest accepted one, so that a level once completed stays completed when a
 * new draft follows; otherwise the latest one.
 */
function currentCaseStudy(records: JourneyRecords, kind: CaseStudyKind) {
  const ofKind = records.caseStudies
    .filter((caseStudy) => caseStudy.kind === kind)
    .sort(byDesc((caseStudy) => caseStudy.createdAt));
  return ofKind.find((caseStudy) => caseStudy.state === 'ACCEPTED') ?? ofKind[0];
}

/** The latest rejected case study of a kind while `current`, a newer one, is in work (GoldLevel's `rejected`). */
function rejectedBefore(records: JourneyRecords, current: JourneyCaseStudy | undefined) {
  if (current?.state !== 'DRAFT' && current?.state !== 'SUBMITTED') return null;
  const rejected = records.caseStudies
    .filter(
      (caseStudy) =>
        caseStudy.kind === current.kind &&
        caseStudy.state === 'REJECTED' &&
        caseStudy.createdAt < current.createdAt,
    )
    .sort(byDesc((caseStudy) => caseStudy.createdAt))[0];
  return toCaseStudySummary(rejected);
}

const toCaseStudySummary = (caseStudy: JourneyCaseStudy | undefined): CaseStudySummary | null =>
  caseStudy
    ? {
        _id: caseStudy._id,
        kind: caseStudy.kind,
        state: caseStudy.state,
        title: caseStudy.title,
        updatedAt: caseStudy.updatedAt,
        submittedAt: caseStudy.submittedAt,
        reviewedAt: caseStudy.reviewedAt,
        reviewComment: caseStudy.reviewComment,
      }
    : null;

/** Everything the procurer levels depend on, with the openings of every level (ADR 014 waiting periods). */
function procurementFacts(records: JourneyRecords) {
  const bronze = {
    office: questionnaireFacts(records, bronzeKind.office),
    project: questionnaireFacts(records, bronzeKind.project),
  };
  const workshops = (branch: ProcurementBranch) =>
    records.workshopResults
      .filter((result) => result.type === branch)
      .sort((a, b) => b.performedAt.localeCompare(a.performedAt) || b.createdAt.localeCompare(a.createdAt));
  const firstPassedWorkshop = (branch: ProcurementBranch) =>
    earliestDay(workshops(branch).map((result) => (result.passed ? result.performedAt : null)));
  const silverDone = { office: firstPassedWorkshop('office'), project: firstPassedWorkshop('project') };
  const firstSilver = earliestDay([silverDone.office, silverDone.project]);

  const bronzeOpening = (branch: ProcurementBranch): Opening => {
    // The second branch waits for the first branch's pass; once this branch passed, it no longer is the second.
    const other = bronze[otherBranch(branch)];
    if (bronze[branch].everPassed || !other.passed) return OPEN;
    return afterPeriod(other.completedAt, waitingPeriods.procurer.secondBronze);
  };
  const silverOpening = (branch: ProcurementBranch): Opening => {
    if (!bronze[branch].passed && !silverDone[branch]) return LOCKED;
    const other = silverDone[otherBranch(branch)];
    return laterOpening(
      afterPeriod(bronze[branch].completedAt, waitingPeriods.procurer.silver),
      silverDone[branch] ? OPEN : afterPeriod(other, waitingPeriods.procurer.secondSilver),
    );
  };
  const goldOpening: Opening = firstSilver ? afterPeriod(firstSilver, waitingPeriods.procurer.gold) : LOCKED;
  return { bronze, workshops, silverDone, bronzeOpening, silverOpening, goldOpening };
}

function silverLevel(
  facts: ReturnType<typeof procurementFacts>,
  branch: ProcurementBranch,
  today: string,
): SilverLevel {
  const records = facts.workshops(branch);
  const completedAt = facts.silverDone[branch];
  if (completedAt) return { status: 'done', completedAt, opensAt: null, records };
  return { ...pendingStatus(facts.silverOpening(branch), today), completedAt: null, records };
}

function caseStudyLevel(
  caseStudy: JourneyCaseStudy | undefined,
  opening: Opening,
  today: string,
): { status: LevelStatus; completedAt: string | null; opensAt: string | null } {
  if (caseStudy?.state === 'ACCEPTED') {
    return { status: 'done', completedAt: day(caseStudy.reviewedAt!), opensAt: null };
  }
  if (caseStudy?.state === 'SUBMITTED') return { status: 'in-review', completedAt: null, opensAt: null };
  return { ...pendingStatus(opening, today), completedAt: null };
}

function nextOpening(levels: Array<{ status: LevelStatus; opensAt: string | null }>): string | null {
  return earliestDay(
    levels.map((level) =>
      level.status === 'waiting' || level.status === 'retention' ? level.opensAt : null,
    ),
  );
}

export function procurementJourneyLevels(records: JourneyRecords, now: Date): ProcurementLevels {
  const today = isoDateInGermany(now);
  const facts = procurementFacts(records);
  const bronzeOffice = questionnaireLevel(facts.bronze.office, facts.bronzeOpening('office'), now);
  const bronzeProject = questionnaireLevel(facts.bronze.project, facts.bronzeOpening('project'), now);
  const silverOffice = silverLevel(facts, 'office', today);
  const silverProject = silverLevel(facts, 'project', today);
  const goldCaseStudy = currentCaseStudy(records, 'gold');
  const gold: GoldLevel = {
    ...caseStudyLevel(goldCaseStudy, facts.goldOpening, today),
    current: toCaseStudySummary(goldCaseStudy),
    rejected: rejectedBefore(records, goldCaseStudy),
  };

  const progress =
    gold.status === 'done'
      ? 'gold'
      : silverOffice.status === 'done' || silverProject.status === 'done'
        ? 'silver'
        : bronzeOffice.status === 'done' || bronzeProject.status === 'done'
          ? 'bronze'
          : 'none';
  const workshopDue = BRANCHES.some(
    (branch) =>
      facts.bronze[branch].passed && (branch === 'office' ? silverOffice : silverProject).status === 'open',
  );
  // A request waits for an answer, whatever the levels say meanwhile (docs/product.md §4 "Requests").
  const task: JourneyTask | null =
    gold.status === 'in-review'
      ? 'case-study-review'
      : hasOpenRequest(records, 'workshop')
        ? 'workshop-requested'
        : workshopDue
          ? 'workshop-due'
          : null;
  return {
    progress,
    bronzeOffice,
    bronzeProject,
    silverOffice,
    silverProject,
    gold,
    openTask: records.status === 'active' ? task : null,
    nextOpensAt: nextOpening([bronzeOffice, bronzeProject, silverOffice, silverProject, gold]),
  };
}

/** Whether the organisation waits for the office's answer to a request of this kind. */
const hasOpenRequest = (records: JourneyRecords, kind: JourneyRequest['kind']) =>
  records.requests.some((request) => request.kind === kind && request.state === 'open');

// --- Provider ------------------------------------------------------------------------------------------------

/** Records of a kind, newest first (by the day performed, then by when they were recorded). */
function providerRecordsOf(records: JourneyRecords, kind: ProviderRecordKind) {
  return records.providerRecords
    .filter((record) => record.kind === kind)
    .sort((a, b) => b.performedAt.localeCompare(a.performedAt) || b.createdAt.localeCompare(a.createdAt));
}

/**
 * Professional needs an event and an e-learning; its day is the later of the two. It counts as completed a
 * second time when an event and an e-learning both were performed after the first completion (ADR 014: taken up
 * again after a close), which lengthens the period before practitioner.
 */
function professionalFacts(records: JourneyRecords) {
  const events = providerRecordsOf(records, 'event');
  const elearnings = providerRecordsOf(records, 'elearning');
  const firstEvent = events.at(-1)?.performedAt;
  const firstElearning = elearnings.at(-1)?.performedAt;
  const firstCompletion = firstEvent && firstElearning ? latestDay([firstEvent, firstElearning]) : null;
  const completedAt = latestDay([events[0]?.performedAt, elearnings[0]?.performedAt]);
  const second =
    firstCompletion !== null &&
    events.some((record) => record.performedAt > firstCompletion) &&
    elearnings.some((record) => record.performedAt > firstCompletion);
  return {
    event: events[0] ?? null,
    elearning: elearnings[0] ?? null,
    completedAt: firstCompletion ? completedAt : null,
    second,
  };
}

/**
 * Practitioner needs an innovation entry, a presentation and an accepted case study; its day is the latest of
 * the three. A second completion (a rejected case study before the accepted one) lengthens the period before
 * expert.
 */
function practitionerFacts(records: JourneyRecords) {
  const innovationEntry = providerRecordsOf(records, 'innovation-entry')[0] ?? null;
  const presentation = providerRecordsOf(records, 'presentation')[0] ?? null;
  const caseStudy = currentCaseStudy(records, 'practitioner');
  const accepted = caseStudy?.state === 'ACCEPTED';
  const done = accepted && innovationEntry !== null && presentation !== null;
  const second =
    done &&
    records.caseStudies.some(
      (other) =>
        other.kind === 'practitioner' && other.state === 'REJECTED' && other.createdAt < caseStudy.createdAt,
    );
  return {
    innovationEntry,
    presentation,
    caseStudy,
    completedAt: done
      ? latestDay([innovationEntry.performedAt, presentation.performedAt, day(caseStudy.reviewedAt!)])
      : null,
    second,
  };
}

function providerFacts(records: JourneyRecords) {
  const professional = professionalFacts(records);
  const practitioner = practitionerFacts(records);
  const expert = questionnaireFacts(records, 'provider-expert');
  const { provider } = waitingPeriods;
  const practitionerOpening: Opening = professional.completedAt
    ? afterPeriod(
        professional.completedAt,
        professional.second ? provider.afterSecondProfessional : provider.afterProfessional,
      )
    : LOCKED;
  const expertOpening: Opening = practitioner.completedAt
    ? afterPeriod(
        practitioner.completedAt,
        practitioner.second ? provider.afterSecondPractitioner : provider.afterPractitioner,
      )
    : LOCKED;
  return { professional, practitioner, expert, practitionerOpening, expertOpening };
}

export function providerJourneyLevels(records: JourneyRecords, now: Date): ProviderLevels {
  const today = isoDateInGermany(now);
  const facts = providerFacts(records);
  const professional: ProfessionalLevel = {
    status: facts.professional.completedAt ? 'done' : 'open',
    completedAt: facts.professional.completedAt,
    opensAt: null,
    event: facts.professional.event,
    elearning: facts.professional.elearning,
  };
  const { innovationEntry, presentation, caseStudy } = facts.practitioner;
  const practitioner: PractitionerLevel = {
    ...(facts.practitioner.completedAt
      ? { status: 'done', completedAt: facts.practitioner.completedAt, opensAt: null }
      : caseStudy?.state === 'SUBMITTED'
        ? { status: 'in-review', completedAt: null, opensAt: null }
        : { ...pendingStatus(facts.practitionerOpening, today), completedAt: null }),
    innovationEntry,
    presentation,
    caseStudy: toCaseStudySummary(caseStudy),
    rejected: rejectedBefore(records, caseStudy),
  };
  const expert = questionnaireLevel(facts.expert, facts.expertOpening, now);

  const progress =
    expert.status === 'done'
      ? 'expert'
      : practitioner.status === 'done'
        ? 'practitioner'
        : professional.status === 'done'
          ? 'professional'
          : 'none';
  const practitionerLacksRecord =
    (practitioner.status === 'open' || practitioner.status === 'in-review') &&
    (innovationEntry === null || presentation === null);
  const task: JourneyTask | null =
    practitioner.status === 'in-review'
      ? 'case-study-review'
      : hasOpenRequest(records, 'participation')
        ? 'participation-reported'
        : professional.status === 'open' || practitionerLacksRecord
          ? 'records-due'
          : null;
  return {
    progress,
    professional,
    practitioner,
    expert,
    openTask: records.status === 'active' ? task : null,
    nextOpensAt: nextOpening([practitioner, expert]),
  };
}

// --- Gates: may this be submitted or recorded now? ----------------------------------------------------------

/** What an organisation or an admin is about to do on the journey. */
export type JourneyAction =
  | { kind: 'questionnaire'; questionnaire: QuestionnaireKind }
  | { kind: 'case-study'; caseStudy: CaseStudyKind }
  | { kind: 'workshop'; branch: ProcurementBranch; performedAt: string }
  | {
      kind: 'provider-record';
      record: ProviderRecordKind;
      performedAt: string;
    };

type JourneyActionCheck = { allowed: true } | { allowed: false; opensAt: string | null; message: string };

/** The message of a submit refused before its level opens (409 LEVEL_NOT_OPEN); opensAt as YYYY-MM-DD. */
const levelNotOpenMessage = (opensAt: string) =>
  `Diese Stufe ist erst ab dem ${formatDate(opensAt)} verfügbar.`;

/**
 * The message of a submit or record whose earlier level is missing (409 LEVEL_NOT_OPEN).
 * @internal
 */
export const levelLockedMessage = () =>
  'Diese Stufe ist noch nicht verfügbar: Zuerst muss die vorherige Stufe abgeschlossen sein.';

/**
 * The message of an admin record dated before its level opened (409 LEVEL_NOT_OPEN): what happened before that day
 * does not count, whenever it is recorded. It states the rule, so that no one is led to a later date than the real
 * one.
 */
const recordBeforeOpeningMessage = (opensAt: string) =>
  `Diese Stufe ist erst ab dem ${formatDate(opensAt)} verfügbar. Es zählen nur Nachweise ab diesem Tag.`;

function openingOf(records: JourneyRecords, action: JourneyAction): Opening {
  switch (action.kind) {
    case 'questionnaire': {
      if (action.questionnaire === 'provider-expert') return providerFacts(records).expertOpening;
      const branch = action.questionnaire === 'procurement-office' ? 'office' : 'project';
      return procurementFacts(records).bronzeOpening(branch);
    }
    case 'case-study':
      return action.caseStudy === 'gold'
        ? procurementFacts(records).goldOpening
        : providerFacts(records).practitionerOpening;
    case 'workshop':
      return procurementFacts(records).silverOpening(action.branch);
    case 'provider-record':
      return action.record === 'event' || action.record === 'elearning'
        ? OPEN
        : providerFacts(records).practitionerOpening;
  }
}

/**
 * Whether the action is allowed now by the waiting periods and the order of levels (ADR 014). Submits count
 * from today; admin records from their performedAt. Retention is not checked here: the questionnaire submit
 * answers it with its own IN_RETENTION.
 */
export function checkJourneyAction(
  records: JourneyRecords,
  action: JourneyAction,
  now: Date,
): JourneyActionCheck {
  const opening = openingOf(records, action);
  if (opening.locked) return { allowed: false, opensAt: null, message: levelLockedMessage() };
  const isRecord = action.kind === 'workshop' || action.kind === 'provider-record';
  const onDay = isRecord ? action.performedAt : isoDateInGermany(now);
  if (opening.opensAt && onDay < opening.opensAt) {
    const message = isRecord
      ? recordBeforeOpeningMessage(opening.opensAt)
      : levelNotOpenMessage(opening.opensAt);
    return { allowed: false, opensAt: opening.opensAt, message };
  }
  return { allowed: true };
}

/**
 * The latest moment of the organisation's own or recorded activity on the journey; null without any. A request to the
 * office counts when it is sent and when it is closed: a new one puts its journey first in the office's task list
 * (docs/decisions/014-journeys.md).
 */
export function lastJourneyActivity(records: JourneyRecords): string | null {
  const moments = [
    ...records.questionnaires.map((record) => record.submittedAt),
    ...records.workshopResults.map((result) => result.createdAt),
    ...records.providerRecords.map((record) => record.createdAt),
    ...records.caseStudies.flatMap((caseStudy) => [caseStudy.updatedAt, caseStudy.reviewedAt]),
    ...records.requests.flatMap((request) => [request.createdAt, request.closedAt]),
  ].filter((moment): moment is string => !!moment);
  return moments.sort((a, b) => Date.parse(a) - Date.parse(b)).at(-1) ?? null;
}

/** A case study still in draft, as the office sees it: that one is in work, nothing of what it says. */
const officeSummary = (caseStudy: CaseStudySummary | null) =>
  caseStudy?.state === 'DRAFT' ? { ...caseStudy, title: '' } : caseStudy;

/**
 * The journey as the programme office reads it (docs/product.md §6): the office reads a case study once it is
 * submitted, so a draft's title stays with its organisation.
 */
export function journeyForOffice<J extends ProcurementJourney | ProviderJourney>(journey: J): J {
  if (journey.pathType === 'procurement')
    return { ...journey, gold: { ...journey.gold, current: officeSummary(journey.gold.current) } };
  const { practitioner } = journey as ProviderJourney;
  return { ...journey, practitioner: { ...practitioner, caseStudy: officeSummary(practitioner.caseStudy) } };
}

/**
 * What a provider level made of parts still lacks (docs/product.md §1): professional its event and e-learning,
 * practitioner its innovation entry, presentation and an accepted case study. The level's status says whether it
 * is done; this says what is missing while it is not.
 */
export function missingParts(
  level: ProfessionalLevel | PractitionerLevel,
): Array<ProviderRecordKind | 'accepted-case-study'> {
  const parts: Array<[ProviderRecordKind | 'accepted-case-study', boolean]> =
    'event' in level
      ? [
          ['event', level.event !== null],
          ['elearning', level.elearning !== null],
        ]
      : [
          ['innovation-entry', level.innovationEntry !== null],
          ['presentation', level.presentation !== null],
          ['accepted-case-study', level.caseStudy?.state === 'ACCEPTED'],
        ];
  return parts.filter(([, done]) => !done).map(([part]) => part);
}
