import type { FastifyBaseLogger } from 'fastify';
import type { JourneyPathType } from '@cert/domain';
import type { App } from '../../app-type';
import { mailOrganizationAdmins } from '../organization';
import { journeyDecisionMail, type JourneyDecision } from './decision-mail';

type NotifiedOrganization = { id: string; name: string; pathType: JourneyPathType };

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
    (to) =>
      journeyDecisionMail({
        to,
        organizationName: organization.name,
        pathType: organization.pathType,
        decision,
        publicUrl: app.config.publicUrl,
      }),
    { kind: decision.kind },
  );
}

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
