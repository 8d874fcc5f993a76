import type { FastifyBaseLogger } from 'fastify';
import type { JourneyPathType } from '@cert/domain';
import type { App } from '../../app-type';
import { mailOrganizationAdmins } from '../organization/admin-mail';
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
