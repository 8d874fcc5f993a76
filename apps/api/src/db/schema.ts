import { sql } from 'drizzle-orm';
import {
  AgencyLevel,
  ApprovalStatus,
  CaseStudyKind,
  CaseStudyState,
  CertificateLevel,
  CertificationResultState,
  ChangeRequestStatus,
  JourneyPathType,
  JourneyStatus,
  MembershipRole,
  OrganizationType,
  ProcurementBranch,
  QuestionnaireKind,
} from '@cert/domain';
import {
  boolean,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type {
  CaseStudyDraftContent,
  EvaluationResult,
  OrganizationData,
  QuestionnaireAnswers,
  Spread,
} from '@cert/domain';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored lower-cased; unique. */
  email: text('email').notNull().unique(),
  roles: text('roles')
    .array()
    .notNull()
    .default(sql`'{User}'::text[]`),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phoneNumber: text('phone_number'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Magic-link tokens: only the SHA-256 hash of the token is kept (docs/security.md 1). */
export const magicLinkTokens = pgTable(
  'magic_link_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tokenHash: text('token_hash').notNull().unique(),
    email: text('email').notNull(),
    callbackUrl: text('callback_url'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the token was used or replaced by a newer one; either way it is spent. */
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /**
     * SHA-256 of the sign-in cookie of the browser that asked for the link: opened elsewhere, the link signs in only
     * after the person confirms (docs/security.md 46).
     */
    requestedBy: text('requested_by'),
  },
  (t) => [index('magic_link_tokens_email_idx').on(t.email)],
);

/** A signed-in session; its refresh tokens form one rotation family. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    parentId: uuid('parent_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_session_id_idx').on(t.sessionId)],
);

/** Fixed-window counters shared by every API instance on the same database. */
export const rateLimitHits = pgTable(
  'rate_limit_hits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** First-party page-view counter (docs/product.md §7 statistics): only path and Berlin calendar day, no personal data. */
export const pageViews = pgTable(
  'page_views',
  {
    path: text('path').notNull(),
    /** Calendar day in Europe/Berlin, YYYY-MM-DD. */
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.path, t.day] })],
);

/** Organisations (docs/product.md §3; docs/decisions/007-organisations.md). Columns hold the approved master data. */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: OrganizationType.values }).notNull(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    website: text('website'),
    agencyLevel: text('agency_level', { enum: AgencyLevel.values }),
    companySize: text('company_size'),
    businessSector: text('business_sector'),
    approvalStatus: text('approval_status', { enum: ApprovalStatus.values }).notNull().default('Pending'),
    reviewComment: text('review_comment'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The rejection a resubmission answered, which the office sees while it decides again. */
    previousRejectionAt: timestamp('previous_rejection_at', { withTimezone: true }),
    previousRejectionComment: text('previous_rejection_comment'),
    /** Its master data as rejected, so that the office sees what the resubmission changed; null before. */
    previousRejectionData: jsonb('previous_rejection_data').$type<OrganizationData>(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Since when the organisation is listed in the public register of certified organisations, by its admins'
     * choice; null: not listed (the default). Each choice is in the audit log (docs/product.md, "Register").
     */
    listedSince: timestamp('listed_since', { withTimezone: true }),
  },
  (t) => [
    index('organizations_approval_status_idx').on(t.approvalStatus, t.createdAt),
    // The register reads the listed organisations only.
    index('organizations_listed_idx')
      .on(t.listedSince)
      .where(sql`listed_since IS NOT NULL`),
    // The admin lists filter by case-insensitive regular expressions (docs/product.md §7 filter.{field}._regex_).
    index('organizations_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('organizations_city_trgm_idx').using('gin', t.city.op('gin_trgm_ops')),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** MembershipRole: Member or Admin. */
    role: text('role', { enum: MembershipRole.values }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    index('memberships_user_id_idx').on(t.userId),
  ],
);

/**
 * The accounts a person deleted, by the keyed hash of their address (lib/person-key.ts): when the same person signs
 * up again, the new account takes over the old one's membership history, so that their organisations stay linked
 * and never become each other's peers (docs/security.md 47). Kept as long as the history it links.
 */
export const formerAccounts = pgTable(
  'former_accounts',
  {
    personKey: text('person_key').notNull(),
    userId: uuid('user_id').notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.personKey, t.userId] })],
);

/**
 * Everyone who is or ever was a member of an organisation (docs/insights.md, "Privacy"): organisations that share a
 * person move a peer group's state as one, also after the person left or deleted their account. Written by a trigger on
 * `memberships` (migration 0014), so that no way of adding a member can miss it. `user_id` has no foreign key on
 * purpose: a deleted account's id stays as an opaque link between its organisations.
 */
export const membershipHistory = pgTable(
  'membership_history',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    index('membership_history_user_id_idx').on(t.userId),
  ],
);

/** Pending members: an invitation by e-mail address, accepted or declined by the invitee after signing in. */
export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    role: text('role', { enum: MembershipRole.values }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When the invitation mail went out; null while the organisation awaits approval (ADR 031). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    /**
     * Its mail in the outbox, while the outbox keeps it (docs/decisions/063-mail-outbox.md): a refusal for good is
     * said beside this invitation, and the office's list of undelivered mails names its organisation.
     */
    mailId: uuid('mail_id').references((): AnyPgColumn => mailOutbox.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('invitations_organization_email_idx').on(t.organizationId, t.email),
    index('invitations_mail_id_idx').on(t.mailId),
    index('invitations_email_idx').on(t.email),
  ],
);

/** A change of an approved organisation's master data, waiting for the programme team. */
export const organizationChangeRequests = pgTable(
  'organization_change_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<OrganizationData>().notNull(),
    /** ChangeRequestStatus: Pending, Approved or Rejected. */
    status: text('status', { enum: ChangeRequestStatus.values }).notNull().default('Pending'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    reviewComment: text('review_comment'),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [
    index('organization_change_requests_organization_idx').on(t.organizationId, t.requestedAt),
    // At most one open request per organisation: a new edit replaces the open request's data.
    uniqueIndex('organization_change_requests_one_open_idx')
      .on(t.organizationId)
      .where(sql`status = 'Pending'`),
  ],
);

/**
 * Questionnaire drafts and submissions (docs/questionnaire-rules.md; docs/decisions/011-questionnaires.md). A draft
 * has no submitted_at; every save and the submit raise the version (optimistic concurrency, docs/security.md 25).
 */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** QuestionnaireKind: procurement-office, procurement-project or provider-expert. */
    kind: text('kind', { enum: QuestionnaireKind.values }).notNull(),
    // Cascade like memberships: a deleted organisation's answers hold personal data of its contact persons.
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    answers: jsonb('answers').$type<QuestionnaireAnswers>().notNull(),
    /** CertificationResultState: IN_DRAFT until the evaluation sets PASSED or FAILED. */
    state: text('state', { enum: CertificationResultState.values }).notNull().default('IN_DRAFT'),
    stateUpdatedAt: timestamp('state_updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Who saved last: the save status names a colleague (docs/decisions/044-draft-save-status-and-merge.md). */
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** SCORING_VERSION of the model the result was computed with; null while a draft. */
    scoringVersion: text('scoring_version'),
    /** The evaluation computed at submit from the stored answers; never recomputed (ADR 013). */
    evaluation: jsonb('evaluation').$type<EvaluationResult>(),
  },
  (t) => [
    // The lists: the user's organisations, drafts (submitted_at is null) or submissions. Without updated_at, which
    // every draft save changes: a save that changes no indexed column is a HOT update (ADR 024, migration 0008).
    index('questionnaires_organization_idx').on(t.organizationId, t.submittedAt),
    // Setting created_by to null when a user is deleted.
    index('questionnaires_created_by_idx').on(t.createdBy),
    // The same for updated_by. A save keeps it unchanged while the same user saves on, so those saves stay HOT.
    index('questionnaires_updated_by_idx').on(t.updatedBy),
  ],
);

/**
 * What the insights group and count by, one row per submission (docs/insights.md, ADR 042): written in the submit's
 * transaction, never changed. The attributes that narrow a peer comparison come from the submission's own answers
 * (domain peerAttributes); the latest submission of each organisation and kind is found by the index.
 */
export const submissionFacts = pgTable(
  'submission_facts',
  {
    questionnaireId: uuid('questionnaire_id')
      .primaryKey()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: QuestionnaireKind.values }).notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    passed: boolean('passed').notNull(),
    agencyLevel: text('agency_level'),
    agencySize: text('agency_size'),
    companySize: text('company_size'),
    businessSector: text('business_sector'),
    /** Whether this is the organisation's latest submission of the kind (kept at every submit). */
    latest: boolean('latest').notNull().default(false),
  },
  (t) => [
    index('submission_facts_latest_idx').on(t.kind, t.organizationId, t.submittedAt),
    index('submission_facts_submitted_idx').on(t.submittedAt),
  ],
);

/** Each scored section's share of points (0–1) of a submission, and the overall share as section "total". */
export const evaluationShares = pgTable(
  'evaluation_shares',
  {
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => submissionFacts.questionnaireId, { onDelete: 'cascade' }),
    section: text('section').notNull(),
    share: doublePrecision('share').notNull(),
    // The submission's kind, organisation and latest flag beside each share: a peer group's shares are read from
    // the index below, without joining every submission of the kind (B11).
    kind: text('kind', { enum: QuestionnaireKind.values }).notNull(),
    organizationId: uuid('organization_id').notNull(),
    latest: boolean('latest').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.questionnaireId, t.section] }),
    index('evaluation_shares_peers_idx')
      .on(t.kind, t.section, t.share)
      .where(sql`latest`),
    index('evaluation_shares_organization_idx').on(t.organizationId, t.kind),
  ],
);

/**
 * A peer group's published state (docs/insights.md, "Privacy"): one row per group of a kind (`group_key`: the
 * narrowing, e.g. `agencyLevel=Municipality`, empty for the whole kind), moved on only when enough unlinked
 * organisations changed (domain `mayPublish`).
 */
export const peerGroupStates = pgTable(
  'peer_group_states',
  {
    kind: text('kind', { enum: QuestionnaireKind.values }).notNull(),
    groupKey: text('group_key').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    /**
     * What the state publishes, drawn once when it was published (docs/insights.md, "Privacy"): per section with at
     * least the minimum of organisations, their count and the three quartiles released under differential privacy.
     * Every viewer reads these, so that repeated reads learn nothing new.
     */
    release: jsonb('release').$type<Record<string, Spread>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.groupKey] })],
);

/**
 * Whom a group's published state was drawn from: each organisation's submission with its overall share (a copy,
 * without foreign keys, so that a deleted organisation is a change like any other). Compared with the live group to
 * decide when the state may move on; the figures themselves are the state's `release`.
 */
export const peerGroupShares = pgTable(
  'peer_group_shares',
  {
    kind: text('kind', { enum: QuestionnaireKind.values }).notNull(),
    groupKey: text('group_key').notNull(),
    questionnaireId: uuid('questionnaire_id').notNull(),
    organizationId: uuid('organization_id').notNull(),
    section: text('section').notNull(),
    share: doublePrecision('share').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.groupKey, t.section, t.questionnaireId] })],
);

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * One certification journey per approved organisation (docs/decisions/014-journeys.md): the path follows the
 * organisation type. progress, openTask and nextOpensAt are derived from the records by the domain's journey
 * rules and rewritten after every change (refreshJourney), so that the admin lists filter and sort by index.
 */
export const journeys = pgTable(
  'journeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .unique()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /**
     * The organisation's name, kept by the database's triggers (migration 0007: on insert and on a rename), never
     * written by the API: the admin list's name search runs on this table's own trigram index instead of joining
     * every matching organisation (B3). The default only lets inserts leave it out; the trigger replaces it.
     */
    organizationName: text('organization_name').notNull().default(''),
    /** JourneyPathType: procurement or provider. */
    pathType: text('path_type', { enum: JourneyPathType.values }).notNull(),
    /** JourneyProgress: the highest level completed (none, bronze, silver, gold; professional, practitioner, expert). */
    progress: text('progress').notNull().default('none'),
    /** JourneyStatus: active, postponed or closed (an admin decision; new activity makes it active again). */
    status: text('status', { enum: JourneyStatus.values }).notNull().default('active'),
    statusComment: text('status_comment'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    statusChangedBy: uuid('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** JourneyTask: what the programme office has to do next, or null. */
    openTask: text('open_task'),
    /** When the next level opens after a waiting period (null when nothing waits). */
    nextOpensAt: date('next_opens_at', { mode: 'string' }),
    /** The levels that open on nextOpensAt (CertificateLevel), so that the lists say whose the day is. */
    nextOpensLevels: text('next_opens_levels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The nextOpensAt the organisation was mailed about (the waiting-period mail goes once per date). */
    openingNotifiedFor: date('opening_notified_for', { mode: 'string' }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('journeys_list_idx').on(t.pathType, t.progress, t.status, t.lastActivityAt),
    index('journeys_organization_name_trgm_idx').using('gin', t.organizationName.op('gin_trgm_ops')),
    index('journeys_task_idx')
      .on(t.openTask, t.lastActivityAt)
      .where(sql`open_task IS NOT NULL`),
    index('journeys_next_opens_idx')
      .on(t.nextOpensAt)
      .where(sql`next_opens_at IS NOT NULL`),
  ],
);

/**
 * Uploaded workshop reports (docs/security.md 23–24): PDF bytes in the database, so a pg_dump is a complete backup.
 * organizationId is set when a workshop result refers to the report; the stored name is generated.
 */
export const workshopReports = pgTable(
  'workshop_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    /** The uploader's file name, cleaned (for the download's Content-Disposition). */
    fileName: text('file_name').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('workshop_reports_organization_idx').on(t.organizationId)],
);

/** Silver: a workshop result recorded by an admin (docs/product.md §3 "Workshop procurement result"). */
export const workshopResults = pgTable(
  'workshop_results',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** ProcurementBranch: office or project. */
    type: text('type', { enum: ProcurementBranch.values }).notNull(),
    reportRef: uuid('report_ref')
      .notNull()
      .references(() => workshopReports.id),
    performedAt: date('performed_at', { mode: 'string' }).notNull(),
    passed: boolean('passed').notNull(),
    comment: text('comment'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('workshop_results_organization_idx').on(t.organizationId, t.type, t.performedAt)],
);

/** Provider professional and practitioner records entered by an admin (docs/product.md §3). */
export const providerRecords = pgTable(
  'provider_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** ProviderRecordKind: event, elearning, innovation-entry or presentation. */
    kind: text('kind').notNull(),
    performedAt: date('performed_at', { mode: 'string' }).notNull(),
    /** The programme event or e-learning; for an innovation entry the innovation's title. */
    eventName: text('event_name').notNull(),
    /** Innovation entry: its address on the marketplace. */
    url: text('url'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('provider_records_organization_idx').on(t.organizationId, t.kind, t.performedAt)],
);

/**
 * What a respondent asks the programme office for (docs/product.md §4 "Requests"): a provider's reported
 * participation (the record's fields as reported) or a procurer's request for a branch's silver workshop. Open until
 * the office records from it or declines it with a reason; an open request is the journey's open task.
 */
export const journeyRequests = pgTable(
  'journey_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** JourneyRequestKind: participation or workshop. */
    kind: text('kind').notNull(),
    /** A participation: ProviderRecordKind. */
    recordKind: text('record_kind'),
    /** A workshop request: office or project. */
    branch: text('branch'),
    performedAt: date('performed_at', { mode: 'string' }),
    eventName: text('event_name'),
    url: text('url'),
    note: text('note'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** JourneyRequestState: open, done or dismissed. */
    state: text('state').notNull().default('open'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    closedBy: uuid('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closingComment: text('closing_comment'),
  },
  (t) => [index('journey_requests_organization_idx').on(t.organizationId, t.state, t.createdAt)],
);

/**
 * Case studies: the procurer's gold case study and the provider's practitioner case study (ADR 014). A draft is
 * saved with optimistic versions like a questionnaire; submitted, it is read-only until an admin accepts or
 * rejects it; after a rejection the organisation starts a new one.
 */
export const caseStudies = pgTable(
  'case_studies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** CaseStudyKind: gold or practitioner. */
    kind: text('kind', { enum: CaseStudyKind.values }).notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    content: jsonb('content').$type<CaseStudyDraftContent>().notNull(),
    /** CaseStudyState: DRAFT, SUBMITTED, ACCEPTED or REJECTED. */
    state: text('state', { enum: CaseStudyState.values }).notNull().default('DRAFT'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewComment: text('review_comment'),
  },
  (t) => [
    index('case_studies_organization_idx').on(t.organizationId, t.kind, t.createdAt),
    // One case study in work (draft or submitted, not yet decided) per organisation and kind.
    uniqueIndex('case_studies_one_open_idx')
      .on(t.organizationId, t.kind)
      .where(sql`state IN ('DRAFT', 'SUBMITTED')`),
  ],
);

/** Every admin decision on a journey, with who and when (issue 7; docs/decisions/014-journeys.md). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** AuditAction, e.g. workshop.recorded, case-study.accepted, journey.postponed. */
    action: text('action').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    /** The record the decision concerns (workshop result, provider record, case study, journey). */
    subjectId: uuid('subject_id'),
    comment: text('comment'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_organization_idx').on(t.organizationId, t.createdAt)],
);

/**
 * Certificates (docs/decisions/015-certificates.md): one per organisation, level and completion, issued by
 * refreshJourney in the transaction that completed the level. The number is derived from code and award year.
 */
export const certificates = pgTable(
  'certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** CertificateLevel: bronze-office, bronze-project, silver-office, silver-project, gold, professional, … */
    level: text('level', { enum: CertificateLevel.values }).notNull(),
    /** 10 characters of Crockford base32 from 50 random bits: the verification URL's last segment. */
    code: text('code').notNull().unique(),
    /** The level's completedAt (German calendar day). */
    awardedOn: date('awarded_on', { mode: 'string' }).notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    /** The organisation's name on the day of the award, as printed on the document. */
    organizationName: text('organization_name').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: uuid('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    revokeReason: text('revoke_reason'),
    /** Its entry in the revocation status list of the Open Badges credentials (docs/decisions/055-open-badges.md), never reused. */
    statusIndex: integer('status_index').notNull().unique().generatedByDefaultAsIdentity(),
    /**
     * The Open Badges credential as first signed, its JSON text exactly as served: every download and every baked
     * seal is the same bytes (jsonb would reorder its keys; docs/decisions/058-credentials-for-verifiers-anywhere.md).
     */
    credential: text('credential'),
  },
  (t) => [
    // One certificate per completion; a revoked one is not issued again for the same completion day.
    uniqueIndex('certificates_completion_idx').on(t.organizationId, t.level, t.awardedOn),
    // At most one unrevoked certificate per organisation and level.
    uniqueIndex('certificates_current_idx')
      .on(t.organizationId, t.level)
      .where(sql`revoked_at IS NULL`),
  ],
);

/**
 * Mails the platform promised as the outcome of a decision or an action, until the mail server took them
 * (docs/decisions/063-mail-outbox.md): written before the first try, so that an outage or a restart delays a mail
 * instead of losing it. A worker on every instance claims due rows with FOR UPDATE SKIP LOCKED and a lease, so two
 * instances never send one row at once; a retry keeps the row's Message-ID. Sent rows are purged after a week.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The Message-ID header of every try, so that a mail sent twice after an unclear answer is recognisable. */
    messageId: text('message_id').notNull().unique(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Until when a worker holds the row for a try; a worker that died lets it go when the lease runs out. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The mail server refused the mail for good (5xx): no more tries until the office sends it again. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`sent_at IS NULL AND failed_at IS NULL`),
  ],
);
