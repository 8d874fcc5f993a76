import type { FastifyBaseLogger } from 'fastify';
import type { JourneyPathType, ProviderRecord } from '@cert/domain';
import type { App } from '../../app-type';
import type { Database } from '../../db/client';
import { mailOrganizationAdmins, recordOrganizationAdminMails } from '../organization';
import { journeyDecisionMail, type JourneyDecision } from './decision-mail';

type NotifiedOrganization = { id: string; name: string; pathType: JourneyPathType };

/** The mail of a journey decision to one of the organisation's admins. */
const decisionMailTo =
  (app: App, organization: NotifiedOrganization, decision: JourneyDecision) => (to: string) =>
    journeyDecisionMail({
      to,
      organizationName: organization.name,
      pathType: organization.pathType,
      decision,
      publicUrl: app.config.publicUrl,
    });

/**
 * Mails a journey decision to the organisation's admins after the decision is committed: a failed mail is
 * logged and never undoes the decision (ADR 004), like the organisation decisions.
 */
export function notifyJourneyDecision(
  app: App,
  log: FastifyBaseLogger,
  organization: NotifiedOrganization,
  decision: JourneyDecision,
): Promise<void> {
  return mailOrganizationAdmins(
    { db: app.db, mailer: app.mailer, log },
    organization.id,
    'journey',
    decisionMailTo(app, organization, decision),
    { kind: decision.kind },
  );
}

/**
 * Records the mails of a journey decision in the decision's transaction (docs/decisions/063-mail-outbox.md); answers
 * their ids, to deliver after the commit.
 */
export function recordJourneyDecision(
  app: App,
  tx: Database,
  organization: NotifiedOrganization,
  decision: JourneyDecision,
): Promise<string[]> {
  return recordOrganizationAdminMails(
    tx,
    app.mailer,
    organization.id,
    decisionMailTo(app, organization, decision),
  );
}

/** The mails of a provider's participation recorded by the office, in the record's transaction. */
export const recordParticipationMails =
  (app: App) => (tx: Database, organization: NotifiedOrganization, record: ProviderRecord) =>
    recordJourneyDecision(app, tx, organization, {
      kind: 'provider-record',
      record: record.kind,
      performedAt: record.performedAt,
      eventName: record.eventName,
    });

/** The organisation hears of a correction (before, after, reason, a revoked certificate); answers the record. */
export async function tellCorrection<T>(
  app: App,
  log: FastifyBaseLogger,
  corrected: {
    organization: NotifiedOrganization;
    record: T;
    before: string;
    after: string;
    revoked: string[];
  },
  reason: string,
): Promise<T> {
  await notifyJourneyDecision(app, log, corrected.organization, {
    kind: 'corrected',
    before: corrected.before,
    after: corrected.after,
    reason,
    revoked: corrected.revoked,
  });
  return corrected.record;
}
