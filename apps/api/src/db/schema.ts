import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { EvaluationResult, OrganizationData, QuestionnaireAnswers } from '@cert/domain';

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

/** Magic-link tokens: only the SHA-256 hash of the token is kept (SECURITY.md 1). */
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

/** First-party page-view counter (spec §7 statistics): only path and Berlin calendar day, no personal data. */
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

/** Organisations (spec platform.md §3; docs/decisions/007-organisations.md). Columns hold the approved master data. */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    name: text('name').notNull(),
    street: text('street').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    website: text('website'),
    agencyLevel: text('agency_level'),
    companySize: text('company_size'),
    businessSector: text('business_sector'),
    approvalStatus: text('approval_status').notNull().default('Pending'),
    reviewComment: text('review_comment'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: uuid('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('organizations_approval_status_idx').on(t.approvalStatus, t.createdAt),
    // The admin lists filter by case-insensitive regular expressions (spec §7 filter.{field}._regex_).
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
    role: text('role').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.userId] }),
    index('memberships_user_id_idx').on(t.userId),
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
    role: text('role').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invitations_organization_email_idx').on(t.organizationId, t.email),
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
    status: text('status').notNull().default('Pending'),
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
 * Questionnaire drafts and submissions (spec questionnaires.md; docs/decisions/011-questionnaires.md). A draft
 * has no submitted_at; every save and the submit raise the version (optimistic concurrency, SECURITY.md 25).
 */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** QuestionnaireKind: procurement-office, procurement-project or provider-expert. */
    kind: text('kind').notNull(),
    // Cascade like memberships: a deleted organisation's answers hold personal data of its contact persons.
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    version: integer('version').notNull().default(1),
    answers: jsonb('answers').$type<QuestionnaireAnswers>().notNull(),
    /** CertificationResultState: IN_DRAFT until the evaluation sets PASSED or FAILED. */
    state: text('state').notNull().default('IN_DRAFT'),
    stateUpdatedAt: timestamp('state_updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** SCORING_VERSION of the model the result was computed with; null while a draft. */
    scoringVersion: text('scoring_version'),
    /** The evaluation computed at submit from the stored answers; never recomputed (ADR 013). */
    evaluation: jsonb('evaluation').$type<EvaluationResult>(),
  },
  (t) => [
    // The lists: the user's organisations, drafts (submitted_at is null) or submissions, newest first.
    index('questionnaires_organization_idx').on(t.organizationId, t.submittedAt, t.updatedAt),
    // Setting created_by to null when a user is deleted.
    index('questionnaires_created_by_idx').on(t.createdBy),
  ],
);
