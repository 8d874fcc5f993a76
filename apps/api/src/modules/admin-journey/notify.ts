import type { FastifyBaseLogger } from 'fastify';
import type { JourneyPathType } from '@cert/domain';
import type { App } from '../../app';
import { adminEmails } from '../organization/repository';
import { journeyDecisionMail, type JourneyDecision } from './decision-mail';

export type NotifiedOrganization = { id: string; name: string; pathType: JourneyPathType };

/**
 * Mails a journey decision to the organisation's admins after the decision is committed: a failed mail is
 * logged and never undoes the decision (ADR 004), like the organisation decisions.
 */
export async function notifyJourneyDecision(
  app: App,
  log: FastifyBaseLogger,
  organization: NotifiedOrganization,
  decision: JourneyDecision,
): Promise<void> {
  let recipients: string[];
  try {
    recipients = await adminEmails(app.db, organization.id);
  } catch (err) {
    log.error({ err, organizationId: organization.id }, 'loading the recipients of a journey mail failed');
    return;
  }
  const results = await Promise.allSettled(
    recipients.map((to) =>
      app.mailer.send(
        journeyDecisionMail({
          to,
          organizationName: organization.name,
          pathType: organization.pathType,
          decision,
          publicUrl: app.config.publicUrl,
        }),
      ),
    ),
  );
  for (const result of results) {
    if (result.status === 'rejected') {
      log.error(
        { err: result.reason, organizationId: organization.id, kind: decision.kind },
        'sending a journey mail failed',
      );
    }
  }
}
